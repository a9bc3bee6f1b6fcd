//! What the page and its Web Workers say to each other: a request is a bot search, a game review
//! or a picture to read a QR code from, in JSON; the worker answers with one message (a search, a
//! picture) or a stream of them (a review). The page keeps one worker for each kind, so a hint
//! never waits behind a review and a camera frame never waits behind the bot.

use super::bot_job::{self, SearchAnswer, SearchJob};
use super::qr_job::{self, QrAnswer, QrJob};
use super::review_job::{self, ReviewJob, ReviewMessage};
use serde::{Deserialize, Serialize};

/// What the page asks a worker.
#[derive(Serialize, Deserialize)]
pub enum WorkerRequest {
    Bot(SearchJob),
    Review(ReviewJob),
    Qr(QrJob),
}

/// What a worker answers.
#[derive(Serialize, Deserialize)]
pub enum WorkerAnswer {
    Bot(SearchAnswer),
    Review(ReviewMessage),
    Qr(QrAnswer),
}

/// The worker's entry: a JSON [`WorkerRequest`] in, each JSON [`WorkerAnswer`] handed to `post`
/// as soon as it is known. A request that is not one is answered with an error, never a panic.
pub fn handle(request: &str, mut post: impl FnMut(String)) {
    let mut send = |answer: WorkerAnswer| post(serde_json::to_string(&answer).unwrap_or_default());
    match serde_json::from_str::<WorkerRequest>(request) {
        Ok(WorkerRequest::Bot(job)) => send(WorkerAnswer::Bot(bot_job::run_job(&job))),
        Ok(WorkerRequest::Review(job)) => review_job::run_job(&job, |message| send(WorkerAnswer::Review(message))),
        Ok(WorkerRequest::Qr(job)) => send(WorkerAnswer::Qr(qr_job::run_job(&job))),
        Err(error) => send(WorkerAnswer::Bot(SearchAnswer {
            id: 0,
            best: None,
            error: Some(format!("not a worker request: {error}")),
        })),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plyyard_engine::review::ReviewSettings;
    use plyyard_engine::{AnyGame, GameKind, GameOptions, Level};

    fn answers(request: &str) -> Vec<WorkerAnswer> {
        let mut out = Vec::new();
        handle(request, |text| out.push(serde_json::from_str(&text).expect("an answer in JSON")));
        out
    }

    #[test]
    fn a_bot_request_gets_one_answer_and_a_review_a_stream() {
        let game = AnyGame::new(&GameOptions::new(GameKind::Russian));
        let bot = WorkerRequest::Bot(bot_job::job_of(4, &game, Level::new(1).unwrap(), 1, None));
        let got = answers(&serde_json::to_string(&bot).unwrap());
        assert!(matches!(&got[..], [WorkerAnswer::Bot(SearchAnswer { id: 4, best: Some(_), error: None })]));
        let review =
            WorkerRequest::Review(review_job::job_of(5, &game, ReviewSettings { nodes: 2_000, tt_entries: 1 << 10 }));
        let got = answers(&serde_json::to_string(&review).unwrap());
        assert!(matches!(
            &got[..],
            [
                WorkerAnswer::Review(ReviewMessage::Eval { id: 5, .. }),
                WorkerAnswer::Review(ReviewMessage::Done { id: 5, error: None })
            ]
        ));
    }

    #[test]
    fn a_picture_gets_one_answer_with_its_id() {
        let request = WorkerRequest::Qr(QrJob { id: 9, data_url: "data:image/png;base64,AAAA".into() });
        let got = answers(&serde_json::to_string(&request).unwrap());
        assert!(
            matches!(
                &got[..],
                [WorkerAnswer::Qr(QrAnswer { id: 9, texts: Err(crate::invite::qr::QrDecodeError::BadImage(_)) })]
            ),
            "one answer, the picture unreadable"
        );
    }

    #[test]
    fn garbage_is_answered_with_an_error() {
        for request in ["", "{}", "{\"Bot\": 3}", "[1,2]", "\u{0}"] {
            let got = answers(request);
            assert!(
                matches!(&got[..], [WorkerAnswer::Bot(SearchAnswer { error: Some(_), best: None, .. })]),
                "{request:?}"
            );
        }
    }
}
