//! The markup of the rules pages' text files (`src/i18n/<lang>/rules/*.txt`).
//!
//! The text files are line by line:
//!
//! * `# Heading` is a section heading, `## Heading` one inside a section (a rule card, a
//!   question); `{#id}` at the end of a heading or a paragraph gives it that `id`;
//! * `- item` is a list item, `- [label](#id)` a contents link to the line with that `id`
//!   (it scrolls there: [`crate::learn::reading`]);
//! * `? label` is a button that reveals the `+ line`s after it (an answer and its reasoning);
//! * `! label` is the button that starts a game of the page's game against the bot;
//! * every other line is a paragraph.
//!
//! [`super::RulesScreen`] draws the blocks: [`pieces`] groups them into lists and reveals.

/// One line of a rules page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Block {
    /// A heading: `section` for `# `, a heading inside a section for `## `.
    Heading {
        text: &'static str,
        section: bool,
        id: Option<&'static str>,
    },
    Item(&'static str),
    /// A contents link to the line whose `id` is `target`.
    Link {
        label: &'static str,
        target: &'static str,
    },
    Paragraph {
        text: &'static str,
        id: Option<&'static str>,
    },
    /// The button that shows the [`Block::Hidden`] lines after it.
    Reveal(&'static str),
    Hidden(&'static str),
    /// "Começar uma partida".
    StartGame(&'static str),
}

impl Block {
    /// A section heading without an id.
    pub const fn section(text: &'static str) -> Block {
        Block::Heading { text, section: true, id: None }
    }

    /// A heading inside a section (a rule card, a question) without an id.
    pub const fn card(text: &'static str) -> Block {
        Block::Heading { text, section: false, id: None }
    }

    /// The `id` this line gives the page, if any.
    pub fn id(&self) -> Option<&'static str> {
        match self {
            Block::Heading { id, .. } | Block::Paragraph { id, .. } => *id,
            _ => None,
        }
    }

    /// The words a reader sees on this line.
    pub fn text(&self) -> &'static str {
        match *self {
            Block::Heading { text, .. } | Block::Paragraph { text, .. } => text,
            Block::Item(text) | Block::Reveal(text) | Block::Hidden(text) | Block::StartGame(text) => text,
            Block::Link { label, .. } => label,
        }
    }
}

/// A line's text without its trailing `{#id}`, and the id.
fn with_id(line: &'static str) -> (&'static str, Option<&'static str>) {
    let parsed = line.strip_suffix('}').and_then(|rest| rest.rsplit_once(" {#"));
    match parsed {
        Some((text, id)) if !id.is_empty() && !id.contains(char::is_whitespace) => (text.trim_end(), Some(id)),
        _ => (line, None),
    }
}

/// `[label](#id)` as its label and target; anything else is not a link.
fn link(item: &'static str) -> Option<Block> {
    let (label, target) = item.strip_prefix('[')?.strip_suffix(')')?.split_once("](#")?;
    Some(Block::Link { label, target })
}

/// Splits a rules text into its lines' blocks.
pub fn blocks(text: &'static str) -> Vec<Block> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|line| {
            if let Some(h) = line.strip_prefix("## ") {
                let (text, id) = with_id(h);
                Block::Heading { text, section: false, id }
            } else if let Some(h) = line.strip_prefix("# ") {
                let (text, id) = with_id(h);
                Block::Heading { text, section: true, id }
            } else if let Some(item) = line.strip_prefix("- ") {
                link(item).unwrap_or(Block::Item(item))
            } else if let Some(label) = line.strip_prefix("? ") {
                Block::Reveal(label)
            } else if let Some(hidden) = line.strip_prefix("+ ") {
                Block::Hidden(hidden)
            } else if let Some(label) = line.strip_prefix("! ") {
                Block::StartGame(label)
            } else {
                let (text, id) = with_id(line);
                Block::Paragraph { text, id }
            }
        })
        .collect()
}

/// What the page draws: lines, a list of consecutive items and links, or a reveal button with
/// its hidden lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    Line(Block),
    List(Vec<Block>),
    Reveal { label: &'static str, hidden: Vec<&'static str> },
}

/// Groups blocks into what the page draws. `+ ` lines with no `? ` before them are shown as
/// paragraphs: nothing stays hidden for good.
pub fn pieces(blocks: &[Block]) -> Vec<Piece> {
    let mut out: Vec<Piece> = Vec::new();
    for &block in blocks {
        match (block, out.last_mut()) {
            (Block::Item(_) | Block::Link { .. }, Some(Piece::List(items))) => items.push(block),
            (Block::Item(_) | Block::Link { .. }, _) => out.push(Piece::List(vec![block])),
            (Block::Hidden(line), Some(Piece::Reveal { hidden, .. })) => hidden.push(line),
            (Block::Hidden(text), _) => out.push(Piece::Line(Block::Paragraph { text, id: None })),
            (Block::Reveal(label), _) => out.push(Piece::Reveal { label, hidden: Vec::new() }),
            _ => out.push(Piece::Line(block)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_links_and_hidden_lines_are_read_from_their_markup() {
        assert_eq!(
            blocks("# Fontes {#fontes}\n- [Revisão](#fontes)\n- Regras\nA {#b} c\nRedação {#redacao}"),
            vec![
                Block::Heading { text: "Fontes", section: true, id: Some("fontes") },
                Block::Link { label: "Revisão", target: "fontes" },
                Block::Item("Regras"),
                Block::Paragraph { text: "A {#b} c", id: None },
                Block::Paragraph { text: "Redação", id: Some("redacao") },
            ]
        );
        let page = blocks("? Mostrar\n+ Sim.\n+ Porque.\nDepois\n+ Sozinho");
        assert_eq!(
            pieces(&page),
            vec![
                Piece::Reveal { label: "Mostrar", hidden: vec!["Sim.", "Porque."] },
                Piece::Line(Block::Paragraph { text: "Depois", id: None }),
                Piece::Line(Block::Paragraph { text: "Sozinho", id: None }),
            ],
            "a hidden line without its button is shown"
        );
    }
}
