//! The online screens' own words: their shape is `crate::i18n::online`, their words each
//! language's `src/i18n/<lang>/online.rs`. The tests here hold the Portuguese to the seeds and
//! the Russian to its rules page.

pub use crate::i18n::online::{online_texts, HelpSection, OnlineTexts};

#[cfg(test)]
mod tests {
    use crate::i18n::en::online::ONLINE as EN;
    use crate::i18n::pt::online::ONLINE as PT;
    use crate::i18n::ru::online::ONLINE as RU;

    /// Seed 001 as the app ships it (the rules screen reads the same file).
    const SEED_001: &str = include_str!("../i18n/pt/rules/damas-brasileiras.txt");
    /// Its Russian translation, which the Russian help quotes.
    const SEED_001_RU: &str = include_str!("../i18n/ru/rules/damas-brasileiras.txt");

    #[test]
    fn help_and_warning_quote_seed_001_word_for_word() {
        for section in PT.help_sections {
            assert!(SEED_001.contains(section.title), "{}", section.title);
            for paragraph in section.paragraphs {
                assert!(SEED_001.contains(paragraph), "{paragraph}");
            }
        }
        for sentence in PT.warning_paragraphs {
            assert!(SEED_001.contains(sentence), "{sentence}");
        }
    }

    #[test]
    fn russian_help_and_warning_quote_the_russian_rules_page() {
        for section in RU.help_sections {
            assert!(SEED_001_RU.contains(section.title), "{}", section.title);
            for paragraph in section.paragraphs {
                assert!(SEED_001_RU.contains(paragraph), "{paragraph}");
            }
        }
        for sentence in RU.warning_paragraphs {
            assert!(SEED_001_RU.contains(sentence), "{sentence}");
        }
    }

    #[test]
    fn every_language_has_the_same_shape() {
        for other in [&EN, &RU] {
            assert_eq!(PT.help_sections.len(), other.help_sections.len());
            for (pt, translated) in PT.help_sections.iter().zip(other.help_sections) {
                assert_eq!(pt.paragraphs.len(), translated.paragraphs.len());
            }
            assert_eq!(PT.warning_paragraphs.len(), other.warning_paragraphs.len());
        }
        assert_eq!(PT.multiplayer_title, "🌐 Multiplayer");
        assert_eq!(PT.invite_qr_title, "QR Code do Convite");
        assert_eq!(PT.scan_title, "📷 Ler QR Code");
        assert_eq!(PT.help_title, "❔ Ajuda do Multiplayer");
        assert_eq!(PT.warning_title, "Aviso Multiplayer");
    }
}
