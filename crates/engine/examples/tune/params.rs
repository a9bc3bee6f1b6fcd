//! The draughts weights as a flat list of named numbers, for the fit to move one at a time, and
//! their text form: a weights file (`name value` lines, read back with `--weights FILE`) and a Rust
//! literal to paste into `search/eval/draughts.rs`.

use plyyard_engine::eval::{DraughtsWeights, ENDING_SCALE_STEPS};
use plyyard_engine::Score;

/// The single weights after the two advance tables, by name: the one list [`names`],
/// [`to_params`] and [`from_params`] all read.
fn scalars(w: &mut DraughtsWeights) -> [(&'static str, &mut Score); 10] {
    [
        ("tempo_middlegame", &mut w.tempo_middlegame),
        ("tempo_endgame", &mut w.tempo_endgame),
        ("back_guard_key", &mut w.back_guard_key),
        ("back_guard_corner", &mut w.back_guard_corner),
        ("centre", &mut w.centre),
        ("near_centre", &mut w.near_centre),
        ("mobility", &mut w.mobility),
        ("runaway", &mut w.runaway),
        ("runaway_per_row", &mut w.runaway_per_row),
        ("king_main_diagonal", &mut w.king_main_diagonal),
    ]
}

/// Where the single weights start in the parameter list: after the king and the rows 1-6 of both
/// advance tables.
const SCALARS_START: usize = 13;

/// Where the ending scales start: after the ten single weights (then the men-only scales follow
/// the king scales).
const ENDING_START: usize = SCALARS_START + 10;

/// The piece count of each ending scale's entry: 5 (or fewer) to 10.
fn ending_pieces() -> impl Iterator<Item = usize> {
    5..5 + ENDING_SCALE_STEPS
}

/// The weights the fit may move, by name. `man` is the unit (100), the advance tables' home row
/// is their zero and their crowning row holds no man (it is crowned), so none of them is a
/// parameter.
pub fn names() -> Vec<String> {
    let mut names = vec!["king".to_string()];
    names.extend((1..7).map(|row| format!("advance_middlegame.{row}")));
    names.extend((1..7).map(|row| format!("advance_endgame.{row}")));
    let mut any = DraughtsWeights::DEFAULT;
    names.extend(scalars(&mut any).map(|(name, _)| name.to_string()));
    names.extend(ending_pieces().map(|pieces| format!("ending_scale_kings.{pieces}")));
    names.extend(ending_pieces().map(|pieces| format!("ending_scale_men.{pieces}")));
    names
}

/// The parameters of `weights`, in the order of [`names`].
pub fn to_params(w: &DraughtsWeights) -> Vec<Score> {
    let mut p = vec![w.king];
    p.extend_from_slice(&w.advance_middlegame[1..7]);
    p.extend_from_slice(&w.advance_endgame[1..7]);
    p.extend(scalars(&mut w.clone()).map(|(_, value)| *value));
    p.extend_from_slice(&w.ending_scale_kings);
    p.extend_from_slice(&w.ending_scale_men);
    p
}

/// Weights from parameters in the order of [`names`].
pub fn from_params(p: &[Score]) -> DraughtsWeights {
    let mut w = DraughtsWeights::DEFAULT;
    w.king = p[0];
    w.advance_middlegame[1..7].copy_from_slice(&p[1..7]);
    w.advance_endgame[1..7].copy_from_slice(&p[7..SCALARS_START]);
    for ((_, slot), &value) in scalars(&mut w).into_iter().zip(&p[SCALARS_START..ENDING_START]) {
        *slot = value;
    }
    let men_start = ENDING_START + ENDING_SCALE_STEPS;
    w.ending_scale_kings.copy_from_slice(&p[ENDING_START..men_start]);
    w.ending_scale_men.copy_from_slice(&p[men_start..men_start + ENDING_SCALE_STEPS]);
    w
}

/// The weights file: one `name value` line per parameter.
pub fn to_file(w: &DraughtsWeights) -> String {
    names().iter().zip(to_params(w)).map(|(name, value)| format!("{name} {value}\n")).collect()
}

/// Reads a weights file; a parameter it does not name keeps its default.
pub fn from_file(text: &str) -> Result<DraughtsWeights, String> {
    let names = names();
    let mut params = to_params(&DraughtsWeights::DEFAULT);
    for (number, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let (name, value) = line.split_once(' ').ok_or(format!("line {}: expected `name value`", number + 1))?;
        let index =
            names.iter().position(|n| n == name).ok_or(format!("line {}: unknown weight {name:?}", number + 1))?;
        params[index] =
            value.trim().parse().map_err(|_| format!("line {}: {value:?} is not a whole number", number + 1))?;
    }
    Ok(from_params(&params))
}

/// The weights as the Rust literal of `DraughtsWeights`.
pub fn to_rust(w: &DraughtsWeights) -> String {
    format!(
        "DraughtsWeights {{\n    man: {},\n    king: {},\n    advance_middlegame: {:?},\n    advance_endgame: {:?},\n    \
         tempo_middlegame: {},\n    tempo_endgame: {},\n    back_guard_key: {},\n    back_guard_corner: {},\n    \
         centre: {},\n    near_centre: {},\n    mobility: {},\n    runaway: {},\n    runaway_per_row: {},\n    \
         king_main_diagonal: {},\n    ending_scale_kings: {:?},\n    ending_scale_men: {:?},\n}}",
        w.man,
        w.king,
        w.advance_middlegame,
        w.advance_endgame,
        w.tempo_middlegame,
        w.tempo_endgame,
        w.back_guard_key,
        w.back_guard_corner,
        w.centre,
        w.near_centre,
        w.mobility,
        w.runaway,
        w.runaway_per_row,
        w.king_main_diagonal,
        w.ending_scale_kings,
        w.ending_scale_men
    )
}
