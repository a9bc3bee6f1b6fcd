//! Reading an invite's QR code from a picture (a camera frame or a picked photo) off the UI
//! thread, on every platform: a thread of its own natively, the QR Web Worker in the browser.
//! What goes to the worker and back is here, so both sides read the same messages.

use crate::invite::qr::{data_url_bytes, decode_image, QrDecodeError};
use serde::{Deserialize, Serialize};

/// A picture to read, as the webview hands it over: a `data:image/…;base64,…` URL.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct QrJob {
    pub id: u64,
    pub data_url: String,
}

/// The texts of every QR code found in the picture, or why none could be read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QrAnswer {
    pub id: u64,
    pub texts: Result<Vec<String>, QrDecodeError>,
}

/// Reads the picture of `job` (the worker's side; natively it runs on a thread).
pub(crate) fn run_job(job: &QrJob) -> QrAnswer {
    QrAnswer { id: job.id, texts: data_url_bytes(&job.data_url).and_then(|bytes| decode_image(&bytes)) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::invite::qr::encode_png;
    use base64::Engine as _;

    #[test]
    fn a_picture_of_a_code_gives_its_text_and_garbage_a_typed_error() {
        let png = encode_png("plyyard://join?room=K7QM2X", 4).expect("encodes");
        let url = format!("data:image/png;base64,{}", base64::engine::general_purpose::STANDARD.encode(png));
        let answer = run_job(&QrJob { id: 3, data_url: url });
        assert_eq!(answer, QrAnswer { id: 3, texts: Ok(vec!["plyyard://join?room=K7QM2X".to_string()]) });
        assert_eq!(run_job(&QrJob { id: 4, data_url: "not a url".into() }).texts, Err(QrDecodeError::BadDataUrl));
        let not_an_image =
            format!("data:image/png;base64,{}", base64::engine::general_purpose::STANDARD.encode(b"nope"));
        assert!(matches!(run_job(&QrJob { id: 5, data_url: not_an_image }).texts, Err(QrDecodeError::BadImage(_))));
    }
}
