//! The rules pages: the seeds' words, every game's page in every language with the Portuguese
//! structure, symbols and squares kept, the players' terms, contents links, and the Russian guides
//! saying what the Russian rules pages say.

use super::*;
use crate::i18n::ru;

#[test]
fn revessker_rules_keep_the_seed_words() {
    let text = rules_text(GameKind::Revessker, Lang::Pt);
    assert!(text.contains(
        "Dama conversora (↻): salta 2 casas na diagonal e converte a peça adversária pulada. Não pode converter o rei."
    ));
    assert!(blocks(text).contains(&Block::section("📜 Regras do Revessker")));
}

#[test]
fn brazilian_rules_have_the_capture_path_sentence() {
    let text = rules_text(GameKind::Brazilian, Lang::Pt);
    assert!(text.contains("Escape ou selecionar novamente a peça cancela o caminho ainda incompleto."));
    assert!(blocks(text).contains(&Block::section("Captura obrigatória e lei da maioria")));
}

#[test]
fn russian_rules_say_white_against_the_bot() {
    assert!(rules_text(GameKind::Russian, Lang::Pt).contains("Contra o bot, você joga com as brancas por padrão."));
}

const GAMES: [GameKind; 3] = GameKind::ALL;

#[test]
fn every_game_has_its_rules_page_in_every_language() {
    for kind in GAMES {
        for lang in Lang::ALL {
            assert!(!rules_text(kind, lang).is_empty(), "{kind:?} {lang:?}");
        }
    }
}

/// The kind of each block in order (the first character of its line's markup; 'h' for '##',
/// 'a' for a link, 'p' for a paragraph).
fn shape(text: &'static str) -> Vec<char> {
    blocks(text)
        .iter()
        .map(|b| match b {
            Block::Heading { section: true, .. } => '#',
            Block::Heading { section: false, .. } => 'h',
            Block::Item(_) => '-',
            Block::Link { .. } => 'a',
            Block::Paragraph { .. } => 'p',
            Block::Reveal(_) => '?',
            Block::Hidden(_) => '+',
            Block::StartGame(_) => '!',
        })
        .collect()
}

/// The translations of the Portuguese pages.
const TRANSLATIONS: [Lang; 2] = [Lang::En, Lang::Ru];

#[test]
fn translated_rules_keep_the_portuguese_structure() {
    for lang in TRANSLATIONS {
        for kind in GAMES {
            let (pt, other) = (rules_text(kind, Lang::Pt), rules_text(kind, lang));
            assert_ne!(pt, other, "{kind:?} has no {lang:?} text");
            let count = |text, wanted| shape(text).into_iter().filter(|&c| c == wanted).count();
            assert_eq!(count(pt, '#'), count(other, '#'), "{kind:?} {lang:?}: headings differ");
            assert_eq!(count(pt, '-'), count(other, '-'), "{kind:?} {lang:?}: items differ");
            assert_eq!(shape(pt), shape(other), "{kind:?} {lang:?}: the blocks are not in the same order");
        }
    }
}

#[test]
fn translated_rules_keep_every_symbol_and_square() {
    let marks = |text: &str| -> Vec<char> {
        // Letters (accented and Cyrillic ones too) are translated, and Russian quotes its terms
        // in «»; every other non-ASCII mark stays.
        let mut marks: Vec<char> =
            text.chars().filter(|c| !c.is_ascii() && !c.is_alphanumeric() && !matches!(c, '«' | '»')).collect();
        marks.sort_unstable();
        marks
    };
    for lang in TRANSLATIONS {
        for kind in GAMES {
            let (pt, other) = (rules_text(kind, Lang::Pt), rules_text(kind, lang));
            assert_eq!(marks(pt), marks(other), "{kind:?} {lang:?}: symbols differ");
            for square in ["e5", "d4", "c3"] {
                assert_eq!(pt.matches(square).count(), other.matches(square).count(), "{kind:?} {lang:?}: {square}");
            }
        }
    }
}

#[test]
fn russian_rules_use_the_russian_players_terms() {
    let russian = rules_text(GameKind::Russian, Lang::Ru);
    for term in ["шашки", "дамка", "Бой обязателен", "«турецкий удар»", "простая шашка", "тихий ход"]
    {
        assert!(russian.contains(term), "the Russian draughts page lacks {term:?}");
    }
    assert!(blocks(russian).contains(&Block::card("Дальнобойная дамка, превращение сразу")));
    assert!(blocks(rules_text(GameKind::Revessker, Lang::Ru)).contains(&Block::section("📜 Правила Revessker")));
    assert!(
        blocks(rules_text(GameKind::Brazilian, Lang::Ru)).contains(&Block::section("Бой обязателен, бьют большинство"))
    );
    for kind in GAMES {
        // The words a reader sees: ids and link targets are markup.
        let text: String = blocks(rules_text(kind, Lang::Ru)).iter().map(|b| format!("{}\n", b.text())).collect();
        let latin_words = text
            .split(|c: char| !c.is_alphabetic())
            .filter(|w| w.chars().count() > 3 && w.chars().all(|c| c.is_ascii_alphabetic()))
            .filter(|w| !matches!(*w, "Revessker" | "Yard" | "Escape" | "contact" | "plyyard"))
            .collect::<Vec<_>>();
        assert!(latin_words.is_empty(), "{kind:?}: untranslated words {latin_words:?}");
    }
}

#[test]
fn english_rules_use_the_apps_english_names() {
    let revessker = rules_text(GameKind::Revessker, Lang::En);
    assert!(blocks(revessker).contains(&Block::section("📜 Revessker rules")));
    assert!(revessker.contains("🐴 Knight-pawn") && revessker.contains("🐍 Snake-pawn"));
    assert!(blocks(rules_text(GameKind::Brazilian, Lang::En))
        .contains(&Block::section("Compulsory capture and the majority rule")));
    assert!(blocks(rules_text(GameKind::Russian, Lang::En)).contains(&Block::card("Flying king, immediate promotion")));
}

#[test]
fn contents_links_point_at_lines_of_the_same_page() {
    for kind in GAMES {
        for lang in Lang::ALL {
            let blocks = blocks(rules_text(kind, lang));
            let ids: Vec<&str> = blocks.iter().filter_map(Block::id).collect();
            for block in &blocks {
                if let Block::Link { target, .. } = block {
                    assert!(ids.contains(target), "{kind:?} {lang:?}: no line has the id {target:?}");
                }
            }
        }
    }
    for lang in Lang::ALL {
        let links =
            blocks(rules_text(GameKind::Russian, lang)).into_iter().filter(|b| matches!(b, Block::Link { .. })).count();
        assert_eq!(links, 3, "{lang:?}: the guide's contents");
    }
}

/// The seed's headings and lines the page keeps word for word (`docs/seeds/003.txt`), in the
/// seed's order: the page says the seed's content in sentences, section by section.
const SEED_003_ORDER: [&str; 22] = [
    "Conheça o jogo",
    "Escopo das regras",
    "Damas russas 8×8: captura para trás, damas voadoras e promoção imediata",
    "Doze pedras",
    "Mover à frente, capturar também atrás",
    "Dama voadora, promoção imediata",
    "Vitória e empate",
    "Decisões na partida",
    "Confusões comuns",
    "Análise de posição: a pedra pode capturar para trás",
    "Mostrar resposta e raciocínio",
    "Prática em etapas",
    "Entender as regras",
    "Comparar escolhas",
    "Rever e conferir",
    "Perguntas frequentes",
    "Posso ignorar uma captura?",
    "A dama voa?",
    "Quem começa?",
    "Entendeu as regras? Agora é hora de uma partida.",
    "Começar uma partida",
    "Fontes e correções",
];

#[test]
fn the_russian_page_follows_its_seed_in_order() {
    let blocks = blocks(rules_text(GameKind::Russian, Lang::Pt));
    let page: String = blocks.iter().map(Block::text).collect::<Vec<_>>().join("\n");
    let mut from = 0;
    for line in SEED_003_ORDER {
        let at = page[from..].find(line).unwrap_or_else(|| panic!("{line:?} is missing or out of order"));
        from += at + line.len();
    }
    // The answer is behind its button, and how to send a correction is the page's last line.
    assert!(blocks.contains(&Block::Hidden("Sim. A pedra pode capturar para trás.")));
    assert_eq!(blocks.last().and_then(Block::id), Some("correcoes"));
}

/// Words of the seed's editorial notes (`docs/guide-russian-notes.md`), in each language:
/// none is shown to players.
const EDITORIAL_MARKERS: [&str; 12] = [
    "revisão independente",
    "notas editoriais",
    "Redação:",
    "não alegam",
    "independent review",
    "editorial notes",
    "Written by",
    "claim no",
    "Независимой проверки",
    "примечания редакции",
    "Текст: Ply Yard",
    "не претендуют",
];

#[test]
fn no_guide_text_shown_to_players_carries_editorial_notes() {
    for lang in Lang::ALL {
        let guide = crate::i18n::guides::russian_guide(lang).texts();
        let pages = GAMES.iter().map(|kind| rules_text(*kind, lang));
        for text in guide.into_iter().chain(pages) {
            for marker in EDITORIAL_MARKERS {
                assert!(!text.to_lowercase().contains(&marker.to_lowercase()), "{lang:?}: {marker:?} in {text:?}");
            }
        }
    }
}

/// A label that starts with its own marker ("· Redação e correções") is drawn out of line
/// with the list's other entries, which the list marks itself.
fn starts_with_a_marker(label: &str) -> bool {
    label.trim_start().chars().next().is_some_and(|c| !c.is_alphanumeric())
}

#[test]
fn contents_labels_carry_no_marker_of_their_own() {
    for lang in Lang::ALL {
        let guide = crate::i18n::guides::russian_guide(lang);
        for label in [guide.scope_title, guide.scope_review, guide.scope_review_detail] {
            assert!(!starts_with_a_marker(label), "{lang:?}: {label:?}");
        }
        for kind in GAMES {
            for block in blocks(rules_text(kind, lang)) {
                if let Block::Link { label, .. } = block {
                    assert!(!starts_with_a_marker(label), "{kind:?} {lang:?}: {label:?}");
                }
            }
        }
    }
}

#[test]
fn the_russian_guides_say_what_the_russian_rules_pages_say() {
    use crate::ui::rules::rules_text;
    use plyyard_engine::GameKind;
    let page = rules_text(GameKind::Russian, Lang::Ru);
    let guide = &ru::guide_russian::RUSSIAN_GUIDE;
    for pair in guide.cards.iter().chain(&guide.decisions).chain(&guide.confusions).chain(&guide.faq) {
        assert!(page.contains(pair.title) && page.contains(pair.body), "{pair:?}");
    }
    for stage in &guide.stages {
        assert!(page.contains(stage.title) && page.contains(stage.task) && page.contains(stage.criterion), "{stage:?}");
    }
    let page = rules_text(GameKind::Brazilian, Lang::Ru);
    let guide = &ru::guide_brazilian::BRAZILIAN_GUIDE;
    for section in [&guide.majority, &guide.continue_path, &guide.promotion, &guide.victory, &guide.draws] {
        assert!(page.contains(section.heading), "{}", section.heading);
    }
    for section in
        [&guide.basics, &guide.majority, &guide.continue_path, &guide.promotion, &guide.victory, &guide.draws]
    {
        for paragraph in section.paragraphs {
            assert!(page.contains(paragraph), "{paragraph}");
        }
    }
    let page = rules_text(GameKind::Revessker, Lang::Ru);
    let guide = &ru::guide_revessker::REVESSKER_GUIDE;
    let lines = guide.rules.iter().chain(&guide.pawn_pieces).chain(guide.after_pawns).chain(&guide.rule_sets);
    for line in lines.chain([&guide.pawn_promotion, &guide.rule_sets_intro, &guide.rule_sets_note, &guide.resolubility])
    {
        assert!(page.contains(line), "{line}");
    }
}
