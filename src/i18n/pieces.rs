//! The shape of the pieces' words: the Revessker legend beside the board (seed
//! `docs/seeds/000.txt`'s lines) and the name of each piece as a screen reader says it. Each
//! language fills them in `src/i18n/<lang>/pieces.rs`.

use plyyard_engine::PieceKind;

/// The lines of the Revessker piece legend, in the order the legend draws them.
pub struct LegendTexts {
    /// All the chess pieces (drawn as the king).
    pub chess_pieces: &'static str,
    pub checker: &'static str,
    /// Any special checker: the checker with its ★.
    pub special_checker: &'static str,
    pub eliminator: &'static str,
    pub converter: &'static str,
    pub knight_pawn: &'static str,
    pub snake_pawn: &'static str,
}

/// Every piece's name, lower case, as said after a square with its side ("c3, pedra das brancas").
pub struct PieceNames {
    pub man: &'static str,
    pub draughts_king: &'static str,
    pub king: &'static str,
    pub queen: &'static str,
    pub rook: &'static str,
    pub bishop: &'static str,
    pub knight: &'static str,
    pub pawn: &'static str,
    pub checker: &'static str,
    pub eliminator: &'static str,
    pub converter: &'static str,
    pub knight_pawn: &'static str,
    pub snake_pawn: &'static str,
}

impl PieceNames {
    /// The name of `kind`.
    pub fn of(&self, kind: PieceKind) -> &'static str {
        use PieceKind::*;
        match kind {
            Man => self.man,
            DraughtsKing => self.draughts_king,
            King => self.king,
            Queen => self.queen,
            Rook => self.rook,
            Bishop => self.bishop,
            Knight => self.knight,
            Pawn => self.pawn,
            Checker => self.checker,
            Eliminator => self.eliminator,
            Converter => self.converter,
            KnightPawn => self.knight_pawn,
            SnakePawn => self.snake_pawn,
        }
    }
}
