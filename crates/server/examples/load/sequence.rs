//! `--mode sequence`: the back-to-back sequences of a move right after a burst of messages, and
//! `add_bot`, timed step by step (a review found 40 ms stalls there: Nagle and delayed ACK).

use super::*;

/// The delays of one kind of step, over all tries.
struct Series {
    name: &'static str,
    samples: Vec<Duration>,
}

impl Series {
    fn new(name: &'static str) -> Series {
        Series { name, samples: Vec::new() }
    }

    fn print(&mut self) {
        self.samples.sort_unstable();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        let pick = |q: f64| {
            self.samples.get(((self.samples.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or_default()
        };
        let over = self.samples.iter().filter(|d| **d >= Duration::from_millis(5)).count();
        println!(
            "  {:<38} p50 {:>6.2} ms  p99 {:>6.2} ms  max {:>6.2} ms  ({} samples, {over} at 5 ms or more)",
            self.name,
            ms(pick(0.5)),
            ms(pick(0.99)),
            ms(self.samples.last().copied().unwrap_or_default()),
            self.samples.len(),
        );
    }
}

/// The back-to-back sequences of finding 5, `--tries` times.
pub(super) async fn sequences(args: &Args, target: &Target) {
    let nodelay = !args.client_nagle;
    let stats = Stats::new();
    let Some(mut table) = set_up_room(target, None, nodelay, &stats).await else {
        println!("could not set up the room");
        return;
    };
    // A lobby room whose host adds and removes a bot.
    let Some((mut host, bot_room)) = Client::create_room(target, None, nodelay, "H", &stats).await else {
        println!("could not create the bot room");
        return;
    };
    let bot_host_secret = bot_room.host_secret;
    if host.take_chair(Chair::White, "H").await.is_none() {
        println!("could not sit in the bot room");
        return;
    }
    println!(
        "sequence mode: {} tries, {} moves each, one try every {} ms; the tool's clients {}",
        args.tries,
        args.plies,
        args.gap_ms,
        if nodelay { "set TCP_NODELAY" } else { "leave Nagle on" }
    );

    let mut start_turn_host = Series::new("start/new_game -> turn (host)");
    let mut start_turn_other = Series::new("start/new_game -> turn (opponent)");
    let mut accepted = Series::new("move -> move_accepted");
    let mut played_mover = Series::new("move -> move_played (mover)");
    let mut turn_mover = Series::new("move -> turn (mover)");
    let mut played_other = Series::new("move -> move_played (opponent)");
    let mut turn_other = Series::new("move -> turn (opponent)");
    let mut bot_ok = Series::new("add_bot -> ok");
    let mut bot_taken = Series::new("add_bot -> chair_taken");
    let mut unbot_ok = Series::new("remove_bot -> ok");
    // Nagle plus delayed ACK would hold the later messages of a burst back (about 40 ms): the
    // time from the first message of a burst to its last shows that apart from a late answer.
    let mut spread_mover = Series::new("burst spread, mover (accepted->turn)");
    let mut spread_other = Series::new("burst spread, opponent (played->turn)");
    let mut failures = 0usize;
    let deadline = Instant::now() + Duration::from_secs(args.seconds);
    let mut done = 0;
    'tries: for try_number in 0..args.tries {
        if Instant::now() >= deadline {
            println!("stopped after {try_number} tries: --seconds {} ran out", args.seconds);
            break;
        }
        // Start the game: both receive game_started + turn, the host also its ok.
        let host_secret = table.host_secret.clone();
        let command = if try_number == 0 {
            ClientCommand::StartGame { host_secret }
        } else {
            ClientCommand::NewGame { host_secret }
        };
        let sent = Instant::now();
        let Some(id) = table.white.send(command).await else {
            failures += 1;
            break;
        };
        let (w, b) = tokio::join!(
            table.white.collect([Want::Reply(id), Want::GameStarted, Want::Turn(1)]),
            table.black.collect([Want::GameStarted, Want::Turn(1)])
        );
        let (Some((w, Some(ServerBody::Ok { .. }))), Some((b, _))) = (w, b) else {
            failures += 1;
            break;
        };
        start_turn_host.samples.push(w[2] - sent);
        start_turn_other.samples.push(b[1] - sent);
        // Each move goes out the moment the burst before it has arrived.
        let mut game = DraughtsGame::new(Variant::Russian);
        for ply in 1..=args.plies {
            let Some(&mv) = game.legal_moves().first() else {
                break;
            };
            let text = game.move_to_text(mv);
            let (mover, other) =
                if ply % 2 == 1 { (&mut table.white, &mut table.black) } else { (&mut table.black, &mut table.white) };
            let seat_secret = mover.seat_secret.clone();
            let sent = Instant::now();
            let Some(id) = mover.send(ClientCommand::Move { seat_secret, ply, text }).await else {
                failures += 1;
                break 'tries;
            };
            let (m, o) = tokio::join!(
                mover.collect([Want::Reply(id), Want::MovePlayed(ply), Want::Turn(ply + 1)]),
                other.collect([Want::MovePlayed(ply), Want::Turn(ply + 1)])
            );
            let (Some((m, Some(ServerBody::MoveAccepted { duplicate: false, .. }))), Some((o, _))) = (m, o) else {
                failures += 1;
                break 'tries;
            };
            accepted.samples.push(m[0] - sent);
            played_mover.samples.push(m[1] - sent);
            turn_mover.samples.push(m[2] - sent);
            played_other.samples.push(o[0] - sent);
            turn_other.samples.push(o[1] - sent);
            spread_mover.samples.push(m[2].saturating_duration_since(m[0]));
            spread_other.samples.push(o[1].saturating_duration_since(o[0]));
            if game.play(mv).is_err() {
                failures += 1;
                break 'tries;
            }
        }
        // The host resigns, so the next try can start a new game.
        let seat_secret = table.white.seat_secret.clone();
        let Some(id) = table.white.send(ClientCommand::Resign { seat_secret }).await else {
            failures += 1;
            break;
        };
        let (w, b) = tokio::join!(
            table.white.collect([Want::Reply(id), Want::GameEnded]),
            table.black.collect([Want::GameEnded])
        );
        if !matches!(w, Some((_, Some(ServerBody::Ok { .. })))) || b.is_none() {
            failures += 1;
            break;
        }
        // add_bot and remove_bot from the host of the lobby room.
        let sent = Instant::now();
        let command = ClientCommand::AddBot { host_secret: bot_host_secret.clone(), chair: Chair::Black, level: 1 };
        let Some(id) = host.send(command).await else {
            failures += 1;
            break;
        };
        let Some((h, Some(ServerBody::Ok { .. }))) = host.collect([Want::Reply(id), Want::ChairTaken]).await else {
            failures += 1;
            break;
        };
        bot_ok.samples.push(h[0] - sent);
        bot_taken.samples.push(h[1] - sent);
        let sent = Instant::now();
        let command = ClientCommand::RemoveBot { host_secret: bot_host_secret.clone(), chair: Chair::Black };
        let Some(id) = host.send(command).await else {
            failures += 1;
            break;
        };
        let Some((h, Some(ServerBody::Ok { .. }))) = host.collect([Want::Reply(id), Want::ChairFreed]).await else {
            failures += 1;
            break;
        };
        unbot_ok.samples.push(h[0] - sent);
        done += 1;
        tokio::time::sleep(Duration::from_millis(args.gap_ms)).await;
    }
    println!("{done} tries done, {failures} failed");
    for series in [
        &mut start_turn_host,
        &mut start_turn_other,
        &mut accepted,
        &mut played_mover,
        &mut turn_mover,
        &mut played_other,
        &mut turn_other,
        &mut bot_ok,
        &mut bot_taken,
        &mut unbot_ok,
        &mut spread_mover,
        &mut spread_other,
    ] {
        series.print();
    }
    let mut all: Vec<Duration> = [
        &start_turn_host,
        &start_turn_other,
        &accepted,
        &played_mover,
        &turn_mover,
        &played_other,
        &turn_other,
        &bot_ok,
        &bot_taken,
        &unbot_ok,
    ]
    .iter()
    .flat_map(|s| s.samples.iter().copied())
    .collect();
    all.sort_unstable();
    let worst = all.last().copied().unwrap_or_default();
    let p99 = all.get(((all.len() as f64 - 1.0) * 0.99).round() as usize).copied().unwrap_or_default();
    let over = all.iter().filter(|d| **d >= Duration::from_millis(5)).count();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let verdict =
        |d: Duration| if d < Duration::from_millis(5) && failures == 0 && done > 0 { "met" } else { "NOT met" };
    println!(
        "every step together: p99 {:.2} ms, max {:.2} ms, {over} of {} samples at 5 ms or more; \
         target under 5 ms: {} at p99, {} at the max",
        ms(p99),
        ms(worst),
        all.len(),
        verdict(p99),
        verdict(worst)
    );
}
