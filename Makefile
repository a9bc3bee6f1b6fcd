# Ply Yard: the two entry points of README.md and the tools behind them.
#   make run    install what the build needs, start a local room service and the app
#   make test   install what the tests need, run every test
# Benchmarks (not part of `make test`): make bench-perft, make bench-bot
# The full check of the shipped puzzles: make puzzles-verify
# The shipped endgame tables made again (then record their hashes in endgame/shipped.rs): make endgame-tables

.PHONY: deps test-deps run test bench-perft bench-bot perft puzzles-verify endgame-tables

deps:
	scripts/install-deps.sh

test-deps:
	scripts/install-deps.sh test

run:
	scripts/run.sh

test:
	scripts/test.sh

# perft(11) of the Russian start position and perft(10) of the Brazilian one, best of 3.
bench-perft:
	cargo bench -p plyyard-engine --bench perft

# The bot's level ladder: each level against the one below, Russian, 32 games a pair.
bench-bot:
	cargo run --release -p plyyard-engine --example ladder -- --game russian --games 32 --threads 2

# Deep perft to depth 12 for both variants (about 10 s each).
perft:
	cargo run --release -p plyyard-engine --example perft -- --variant russian --depth 12
	cargo run --release -p plyyard-engine --example perft -- --variant brazilian --depth 12

# Re-proves every shipped puzzle (Russian, Brazilian, Revessker) by its proof's search: prints how
# many pass and the time; fails if one does not.
puzzles-verify:
	cargo run --release -p plyyard-engine --example puzzles -- verify --shipped

# Every Russian and Brazilian balance up to 4 pieces, solved and written where the apps ship them
# (about 40 s each); prints each balance's figures.
endgame-tables:
	cargo run --release -p plyyard-engine --example endgame -- --variant russian --pieces 4 --write crates/engine/endgame/russian.egdb
	cargo run --release -p plyyard-engine --example endgame -- --variant brazilian --pieces 4 --write crates/engine/endgame/brazilian.egdb
