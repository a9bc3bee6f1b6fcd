//! The Russian guide reads as a page, on the Learn tab and on 📜 Regras alike: its contents are
//! links to sections that exist, the answer of the position analysis stays out of the page until
//! its button is tapped (which says so in `aria-expanded`), the editorial notes come last, and
//! every line of seed `docs/seeds/003.txt` is shown.

use super::pages::assert_in_order;
use super::*;

/// Seed `docs/seeds/003.txt`, the guide's Portuguese words.
const SEED_003: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/seeds/003.txt"));

/// A store in `lang` showing the 📜 Regras page of Russian draughts.
fn rules_store(lang: Lang) -> AppState {
    let mut store = learn_store(GameKind::Russian, lang);
    store.screen = Screen::Rules(GameKind::Russian);
    store
}

/// The page's text without its tags, as a reader sees it (with SSR's few escapes undone).
fn visible_text(html: &str) -> String {
    let mut text = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text.replace("&quot;", "\"").replace("&#39;", "'").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
}

/// The values of `attribute="…"` in `html`, in order.
fn attribute_values<'a>(html: &'a str, attribute: &str) -> Vec<&'a str> {
    let marker = format!("{attribute}=\"");
    html.match_indices(&marker)
        .filter_map(|(at, _)| {
            let rest = &html[at + marker.len()..];
            rest.find('"').map(|end| &rest[..end])
        })
        .collect()
}

/// Asserts every contents link in `links` (a part of `html`) targets an element of `html` with
/// that `id`, and returns the targets.
fn assert_links_reach_their_sections(html: &str, links: &str) -> Vec<String> {
    let ids = attribute_values(html, "id");
    let targets: Vec<String> = attribute_values(links, "data-target").into_iter().map(str::to_string).collect();
    for target in &targets {
        assert!(ids.contains(&target.as_str()), "the contents link to {target:?} has no section");
        assert!(links.contains(&format!("href=\"#{target}\"")), "{target:?} is a link");
    }
    targets
}

/// Asserts every line of the seed is in `text` (the seed runs neighbouring elements together,
/// so whitespace is ignored on both sides).
fn assert_has_every_seed_line(text: &str, page: &str) {
    let squeeze = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
    let text = squeeze(text);
    for line in SEED_003.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let line = line.strip_prefix("- ").unwrap_or(line);
        assert!(text.contains(&squeeze(line)), "{page}: the seed's {line:?} is not shown");
    }
}

/// The answer and reasoning of the position analysis, in Portuguese.
const ANSWER: [&str; 2] = [
    "Sim. A direção de captura pode ser para trás.",
    "Distinga direção comum de captura e depois confira continuação e promoção.",
];

#[test]
fn the_learn_guide_contents_link_to_the_rules_the_sources_and_the_editorial_note() {
    for lang in Lang::ALL {
        let html = render(learn_store(GameKind::Russian, lang));
        let contents = &html[html.find("class=\"contents\"").expect("the guide's contents")..];
        let contents = &contents[..contents.find("</nav>").expect("the contents end")];
        let targets = assert_links_reach_their_sections(&html, contents);
        assert_eq!(targets, ["cards", "sources", "editorial"], "{lang:?}");
        assert!(!contents.contains("<blockquote") && !contents.contains("class=\"item\""), "no quotes");
        // Each "Praticar no tabuleiro" link reaches its exercise the same way.
        assert!(assert_links_reach_their_sections(&html, &html).iter().any(|t| t == "ru-backward"));
    }
    let html = render(learn_store(GameKind::Russian, Lang::Pt));
    assert_in_order(&html, &["data-target=\"cards\"", ">Escopo das regras</a>", "Damas russas 8×8"]);
    assert_in_order(&html, &[">Revisão do conteúdo</a>", ">· Redação e correções</a>"]);
}

#[test]
fn the_learn_analysis_answer_appears_only_after_the_tap() {
    let mut app = Clicker::new(learn_store(GameKind::Russian, Lang::Pt));
    let before = app.html();
    for line in ANSWER {
        assert!(!before.contains(line), "{line:?} shown before the tap");
    }
    assert!(before.contains("aria-expanded=\"false\""));
    assert!(before.contains(">Mostrar resposta e raciocínio</button>"), "a real button");
    app.click("analysis-reveal");
    let after = app.html();
    for line in ANSWER {
        assert!(after.contains(line), "{line:?} missing after the tap");
    }
    assert!(after.contains("aria-expanded=\"true\""));
    app.click("analysis-reveal");
    assert!(!app.html().contains(ANSWER[0]), "tapped again, it hides");
}

#[test]
fn the_learn_guide_ends_with_its_editorial_notes_and_keeps_every_seed_line() {
    let mut app = Clicker::new(learn_store(GameKind::Russian, Lang::Pt));
    let before = app.html();
    let sections = attribute_values(&before, "data-section");
    assert_eq!(sections.last().copied(), Some("editorial"), "{sections:?}");
    let editorial = before.find("Redação: Ply Yard.").expect("the editorial note");
    for section in ["cards", "practice", "faq", "start"] {
        let at = before.find(&format!("data-section=\"{section}\"")).expect(section);
        assert!(at < editorial, "{section} comes after the editorial note");
    }
    // The contents no longer carry the editorial words before the guide.
    assert!(before.find("· Redação e correções</a>").expect("the link") < before.find("Doze pedras").expect("a card"));
    app.click("analysis-reveal");
    let text = visible_text(&before) + &visible_text(&app.html());
    assert_has_every_seed_line(&text, "Learn");
}

#[test]
fn the_rules_page_has_the_same_contents_answer_and_order() {
    for lang in Lang::ALL {
        let html = render(rules_store(lang));
        let targets = assert_links_reach_their_sections(&html, &html);
        assert_eq!(targets, ["regras", "fontes", "redacao"], "{lang:?}");
        assert!(!html.contains("class=\"item\""), "{lang:?}: no items drawn as quotes");
        assert!(html.contains("data-hit=\"learn-start\""), "{lang:?}: 'Começar uma partida' is a button");
    }
    let mut app = Clicker::new(rules_store(Lang::Pt));
    let before = app.html();
    assert!(before.contains(">Mostrar resposta e raciocínio</button>") && before.contains("aria-expanded=\"false\""));
    for line in ANSWER {
        assert!(!before.contains(line), "{line:?} shown before the tap");
    }
    assert_in_order(
        &before,
        &["Perguntas frequentes", "Começar uma partida", "Fontes e notas editoriais", "id=\"redacao\""],
    );
    assert!(before.rfind("</h2>").expect("headings") < before.find("id=\"redacao\"").expect("the note"));
    app.click("rules-answer-reveal");
    let after = app.html();
    for line in ANSWER {
        assert!(after.contains(line), "{line:?} missing after the tap");
    }
    assert!(after.contains("aria-expanded=\"true\""));
    assert_has_every_seed_line(&(visible_text(&before) + &visible_text(&after)), "Regras");

    let mut app = Clicker::new(rules_store(Lang::Ru));
    app.click("rules-answer-reveal");
    assert!(app.html().contains("Да. Бить можно и назад."));
}

#[test]
fn the_start_button_of_the_rules_page_opens_a_game() {
    let mut app = Clicker::new(rules_store(Lang::Pt));
    app.click("learn-start");
    assert_eq!(app.html().matches("class=\"disc\"").count(), 24, "a new game's board");
}
