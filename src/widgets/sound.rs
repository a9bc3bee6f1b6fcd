//! Short sounds for a move, a capture and the end of a game, synthesised with the webview's Web
//! Audio API (no sound files to ship). They can be muted in the settings.

use crate::store::Store;
use dioxus::prelude::*;

/// Something worth a sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
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
    pub fn script(self) -> String {
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
pub fn play(sound: Sound) {
    // The result of the script is of no interest; a failure only means silence.
    let _ = document::eval(&sound.script());
}

/// What the sounds follow in a game: its length, whether it ended, whether its last move took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Beat {
    pub plies: usize,
    pub ended: bool,
    pub captured: bool,
}

impl Beat {
    /// The beat of a session.
    pub fn of(session: &crate::store::session::Session) -> Beat {
        Beat {
            plies: session.history.len(),
            ended: session.result().is_some(),
            captured: session.last_move().is_some_and(|m| !m.captured.is_empty() || !m.converted.is_empty()),
        }
    }
}

/// Watches a game (`look` reads it from signals, with whether sound is on) and plays a sound
/// when a move is made or the game ends.
pub fn use_game_sounds(mut look: impl FnMut() -> Option<(Beat, bool)> + 'static) {
    // (plies seen, ended seen); `None` until the first look, so resuming a game is silent.
    let mut heard = use_signal(|| None::<(usize, bool)>);
    use_effect(move || {
        let Some((beat, sound_on)) = look() else {
            return;
        };
        if let (Some((seen_plies, seen_end)), true) = (*heard.peek(), sound_on) {
            if beat.ended && !seen_end {
                play(Sound::GameEnd);
            } else if beat.plies > seen_plies {
                play(if beat.captured { Sound::Capture } else { Sound::Move });
            }
        }
        heard.set(Some((beat.plies, beat.ended)));
    });
}

/// The sounds of the store's game.
pub fn use_store_sounds(store: Signal<Store>) {
    use_game_sounds(move || {
        let state = store.read();
        state.session.as_ref().map(|s| (Beat::of(s), state.settings.sound))
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripts_carry_their_notes() {
        assert!(Sound::Move.script().contains("[540,0,0.07]"));
        assert_eq!(Sound::GameEnd.script().matches("],[").count(), 2);
    }
}
