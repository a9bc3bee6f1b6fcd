# Ply Yard: the two entry points of README.md and the tools behind them.
#   make run    install what the build needs, start a local room service and the app
#   make test   install what the tests need, run every test
# Benchmarks (not part of `make test`): make bench-perft, make bench-bot
# The full check of the shipped puzzles: make puzzles-verify

.PHONY: deps test-deps run test bench-perft perft puzzles-verify

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

# Deep perft to depth 12 for both variants (about 10 s each).
perft:
	cargo run --release -p plyyard-engine --example perft -- --variant russian --depth 12
	cargo run --release -p plyyard-engine --example perft -- --variant brazilian --depth 12

# Re-proves every shipped puzzle (Russian, Brazilian, Revessker) by its proof's search: prints how
# many pass and the time; fails if one does not.
puzzles-verify:
	cargo run --release -p plyyard-engine --example puzzles -- verify --shipped
