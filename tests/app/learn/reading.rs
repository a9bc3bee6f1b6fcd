//! The Russian guide reads as a page, on the Learn tab and on 📜 Regras alike: its contents are
//! links to sections that exist, the answer of the position analysis stays out of the page until
//! its button is tapped (which says so in `aria-expanded`), how to send a correction comes last,
//! and the seed's (`docs/seeds/003.txt`) sections are shown in its order.

use super::pages::assert_in_order;
use super::*;

/// The seed's (`docs/seeds/003.txt`) headings and lines the guide keeps word for word, in the
/// seed's order: the guide says the seed's content in sentences (issue 47), section by section.
const SEED_003_ORDER: [&str; 21] = [
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

/// Asserts the seed's sections are in `text` in the seed's order.
fn assert_follows_the_seed(text: &str, page: &str) {
    let mut from = 0;
    for line in SEED_003_ORDER {
        let at =
            text[from..].find(line).unwrap_or_else(|| panic!("{page}: the seed's {line:?} is missing or out of order"));
        from += at + line.len();
    }
}

/// The answer and reasoning of the position analysis, in Portuguese.
const ANSWER: [&str; 2] = [
    "Sim. A pedra pode capturar para trás.",
    "Separe a direção do lance comum da direção da captura; depois confira se a sequência continua e se há promoção.",
];

#[test]
fn the_learn_guide_contents_link_to_the_rules_the_sources_and_the_corrections() {
    for lang in Lang::ALL {
        let html = render(learn_store(GameKind::Russian, lang));
        let contents = &html[html.find("class=\"contents\"").expect("the guide's contents")..];
        let contents = &contents[..contents.find("</nav>").expect("the contents end")];
        let targets = assert_links_reach_their_sections(&html, contents);
        assert_eq!(targets, ["cards", "sources", "corrections"], "{lang:?}");
        assert!(!contents.contains("<blockquote") && !contents.contains("class=\"item\""), "no quotes");
        // Each "Praticar no tabuleiro" link reaches its exercise the same way.
        assert!(assert_links_reach_their_sections(&html, &html).iter().any(|t| t == "ru-backward"));
    }
    let html = render(learn_store(GameKind::Russian, Lang::Pt));
    assert_in_order(&html, &["data-target=\"cards\"", ">Escopo das regras</a>", "Damas russas 8×8"]);
    assert_in_order(&html, &[">Fontes e correções</a>", ">Como enviar uma correção</a>"]);
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
fn the_learn_guide_ends_with_how_to_send_a_correction_and_follows_the_seed() {
    let mut app = Clicker::new(learn_store(GameKind::Russian, Lang::Pt));
    let before = app.html();
    let sections = attribute_values(&before, "data-section");
    assert_eq!(sections.last().copied(), Some("corrections"), "{sections:?}");
    let corrections = before.find("Encontrou um erro?").expect("how to send a correction");
    for section in ["cards", "practice", "faq", "start"] {
        let at = before.find(&format!("data-section=\"{section}\"")).expect(section);
        assert!(at < corrections, "{section} comes after the corrections");
    }
    assert!(!before.contains("revisão independente") && !before.contains("Redação:"), "no editorial notes");
    assert!(
        before.find("Como enviar uma correção</a>").expect("the link") < before.find("Doze pedras").expect("a card")
    );
    app.click("analysis-reveal");
    let text = visible_text(&before) + &visible_text(&app.html());
    assert_follows_the_seed(&text, "Learn");
}

#[test]
fn the_rules_page_has_the_same_contents_answer_and_order() {
    for lang in Lang::ALL {
        let html = render(rules_store(lang));
        let targets = assert_links_reach_their_sections(&html, &html);
        assert_eq!(targets, ["regras", "fontes", "correcoes"], "{lang:?}");
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
        &["Perguntas frequentes", "Começar uma partida", "Fontes e correções", "id=\"correcoes\""],
    );
    assert!(before.rfind("</h2>").expect("headings") < before.find("id=\"correcoes\"").expect("the corrections"));
    app.click("rules-answer-reveal");
    let after = app.html();
    for line in ANSWER {
        assert!(after.contains(line), "{line:?} missing after the tap");
    }
    assert!(after.contains("aria-expanded=\"true\""));
    assert_follows_the_seed(&(visible_text(&before) + &visible_text(&after)), "Regras");

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
