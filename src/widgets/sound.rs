//! Short sounds for a move, a capture and the end of a game, synthesised with the webview's Web
//! Audio API (no sound files to ship), and the matching vibration through its vibration API where
//! the device has one. Each can be turned off in the settings.

use crate::store::AppState;
use dioxus::prelude::*;

/// Something worth a sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sound {
    Move,
    Capture,
    GameEnd,
}

impl Sound {
    /// The notes to play: (frequency in Hz, start offset in s, duration in s).
    fn notes(self) -> &'static [(f32, f32, f32)] {
        match self {
            Sound::Move => &[(540.0, 0.0, 0.07)],
            Sound::Capture => &[(330.0, 0.0, 0.07), (660.0, 0.07, 0.09)],
            Sound::GameEnd => &[(523.0, 0.0, 0.12), (659.0, 0.12, 0.12), (784.0, 0.24, 0.22)],
        }
    }

    /// The script that plays it.
    pub(crate) fn script(self) -> String {
        let notes: Vec<String> = self.notes().iter().map(|(f, at, d)| format!("[{f},{at},{d}]")).collect();
        format!(
            "(function(){{try{{var A=window.AudioContext||window.webkitAudioContext;if(!A)return;\
             var c=window.__plyyardAudio||(window.__plyyardAudio=new A());\
             [{}].forEach(function(n){{var o=c.createOscillator(),g=c.createGain(),t=c.currentTime+n[1];\
             o.type='triangle';o.frequency.value=n[0];g.gain.setValueAtTime(0.0001,t);\
             g.gain.exponentialRampToValueAtTime(0.2,t+0.01);g.gain.exponentialRampToValueAtTime(0.0001,t+n[2]);\
             o.connect(g);g.connect(c.destination);o.start(t);o.stop(t+n[2]+0.02);}});}}catch(e){{}}}})();",
            notes.join(",")
        )
    }
}

/// Plays a sound in the webview (nothing happens where there is no webview, as in tests).
pub(crate) fn play(sound: Sound) {
    // The result of the script is of no interest; a failure only means silence.
    let _ = document::eval(&sound.script());
}

/// What the sounds follow in a game: its length, whether it ended, whether its last move took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Beat {
    pub plies: usize,
    pub ended: bool,
    pub captured: bool,
}

impl Beat {
    /// The beat of a board.
    pub(crate) fn of(shown: &impl crate::store::board_input::ShownBoard) -> Beat {
        let input = shown.input();
        Beat {
            plies: input.history().len(),
            ended: shown.result().is_some(),
            captured: input.last_move().is_some_and(|m| !m.captured.is_empty() || !m.converted.is_empty()),
        }
    }
}

/// Which feedback the player wants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Feedback {
    pub sound: bool,
    pub vibration: bool,
}

impl Feedback {
    /// The player's choices in the settings.
    pub(crate) fn of(settings: &crate::store::settings::Settings) -> Feedback {
        Feedback { sound: settings.sound, vibration: settings.vibration }
    }
}

/// The vibration pattern (milliseconds on, off, on…) for a sound: a tick on a move, a longer buzz
/// on a capture, three at the end of a game.
pub(crate) fn vibration_pattern(sound: Sound) -> &'static [u32] {
    match sound {
        Sound::Move => &[12],
        Sound::Capture => &[35],
        Sound::GameEnd => &[30, 60, 30],
    }
}

/// Vibrates through the webview's vibration API, where the device has one (phones' browsers and
/// webviews; elsewhere nothing happens).
pub(crate) fn vibrate(sound: Sound) {
    let pattern: Vec<String> = vibration_pattern(sound).iter().map(u32::to_string).collect();
    let script = format!("if (navigator.vibrate) {{ navigator.vibrate([{}]); }}", pattern.join(","));
    let _ = document::eval(&script);
}

/// Watches a game (`look` reads it from signals, with the player's feedback choices) and plays a
/// sound and vibrates when a move is made or the game ends.
pub(crate) fn use_game_sounds(mut look: impl FnMut() -> Option<(Beat, Feedback)> + 'static) {
    // (plies seen, ended seen); `None` until the first look, so resuming a game is silent.
    let mut heard = use_signal(|| None::<(usize, bool)>);
    use_effect(move || {
        let Some((beat, feedback)) = look() else {
            return;
        };
        if let Some((seen_plies, seen_end)) = *heard.peek() {
            let sound = if beat.ended && !seen_end {
                Some(Sound::GameEnd)
            } else if beat.plies > seen_plies {
                Some(if beat.captured { Sound::Capture } else { Sound::Move })
            } else {
                None
            };
            if let Some(sound) = sound {
                if feedback.sound {
                    play(sound);
                }
                if feedback.vibration {
                    vibrate(sound);
                }
            }
        }
        heard.set(Some((beat.plies, beat.ended)));
    });
}

/// The sounds of the store's game.
pub(crate) fn use_store_sounds(store: Signal<AppState>) {
    use_game_sounds(move || {
        let state = store.read();
        state.local_game.as_ref().map(|s| (Beat::of(s), Feedback::of(&state.settings)))
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_capture_buzzes_longer_than_a_move() {
        assert!(vibration_pattern(Sound::Capture)[0] > vibration_pattern(Sound::Move)[0]);
        assert_eq!(vibration_pattern(Sound::GameEnd).len(), 3);
    }

    #[test]
    fn scripts_carry_their_notes() {
        assert!(Sound::Move.script().contains("[540,0,0.07]"));
        assert_eq!(Sound::GameEnd.script().matches("],[").count(), 2);
    }
}
