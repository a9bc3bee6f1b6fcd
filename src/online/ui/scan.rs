//! 📷 Ler QR Code: the camera preview (getUserMedia in the webview), frames grabbed in the
//! webview as JPEG data URLs and decoded in Rust with `rqrr` off the UI thread
//! ([`crate::platform::scan_invite`]: a thread natively, a Web Worker in the browser), or a photo
//! picked from the device. The app joins as soon as a frame holds an invite.
//!
//! Each exchange with the webview is one `document::eval(..).join()`: start the camera (answers
//! "ok" or why not), grab a frame (answers a data URL, or "" while the video is not ready), read
//! the picked file, stop the camera.

use crate::invite::qr::QrDecodeError;
use crate::online::ui::{use_online, Page, ScanMessage};
use crate::platform::scan_invite;
use crate::widgets::hit;
use dioxus::prelude::*;

/// The preview's element id.
const VIDEO_ID: &str = "plyyard-scan-video";
/// The file input's element id.
const PHOTO_ID: &str = "plyyard-scan-photo";
/// Time between two frames sent for decoding.
const FRAME_EVERY_MS: u64 = 300;

/// Opens the back camera in the preview. Answers "ok", "insecure" (a browser page over plain
/// http, where browsers open no camera), "no-camera", "denied" or "error:NAME".
fn start_camera_js() -> String {
    format!(
        r#"try {{
  if (window.isSecureContext === false && location.protocol === "http:") return "insecure";
  if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) return "no-camera";
  const stream = await navigator.mediaDevices.getUserMedia({{ video: {{ facingMode: "environment" }}, audio: false }});
  const video = document.getElementById("{VIDEO_ID}");
  if (!video) {{ stream.getTracks().forEach(t => t.stop()); return "error:no-preview"; }}
  window.__plyyardScan = stream;
  video.srcObject = stream;
  video.muted = true;
  video.setAttribute("playsinline", "");
  await video.play();
  return "ok";
}} catch (e) {{
  const name = (e && e.name) || "Error";
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError" || name === "NotReadableError") return "no-camera";
  return "error:" + name;
}}"#
    )
}

/// One frame of the preview as a JPEG data URL (at most 800 px on its long side), or "".
fn grab_frame_js() -> String {
    format!(
        r#"const video = document.getElementById("{VIDEO_ID}");
if (!video || video.readyState < 2 || !video.videoWidth) return "";
const scale = Math.min(1, 800 / Math.max(video.videoWidth, video.videoHeight));
const canvas = document.createElement("canvas");
canvas.width = Math.round(video.videoWidth * scale);
canvas.height = Math.round(video.videoHeight * scale);
canvas.getContext("2d").drawImage(video, 0, 0, canvas.width, canvas.height);
return canvas.toDataURL("image/jpeg", 0.92);"#
    )
}

const STOP_CAMERA_JS: &str = r#"if (window.__plyyardScan) { window.__plyyardScan.getTracks().forEach(t => t.stop()); window.__plyyardScan = null; } return true;"#;

/// The picked file as a data URL, or "".
fn read_photo_js() -> String {
    format!(
        r#"const input = document.getElementById("{PHOTO_ID}");
const file = input && input.files && input.files[0];
if (!file) return "";
return await new Promise(resolve => {{
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result || ""));
  reader.onerror = () => resolve("");
  reader.readAsDataURL(file);
}});"#
    )
}

/// What the camera said when asked to start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CameraState {
    Starting,
    Running,
    Failed(ScanMessage),
}

fn camera_answer(answer: &str) -> CameraState {
    match answer {
        "ok" => CameraState::Running,
        "insecure" => CameraState::Failed(ScanMessage::InsecurePage),
        "no-camera" => CameraState::Failed(ScanMessage::NoCamera),
        "denied" => CameraState::Failed(ScanMessage::CameraDenied),
        _ => CameraState::Failed(ScanMessage::CameraError),
    }
}

#[component]
pub fn ScanScreen() -> Element {
    let ctx = use_online();
    let mut ui = ctx.ui;
    let t = ctx.texts();
    let mut camera = use_signal(|| CameraState::Starting);
    let mut photo_message = use_signal(|| None::<ScanMessage>);
    let mut frame_message = use_signal(|| None::<ScanMessage>);

    // The camera loop: start, then grab and decode frames until an invite is found or the
    // screen goes away (the task is dropped with it).
    use_future(move || async move {
        crate::online::ui::webview_camera::allow_camera();
        let answer = document::eval(&start_camera_js()).join::<String>().await.unwrap_or_else(|e| format!("error:{e}"));
        camera.set(camera_answer(&answer));
        if camera() != CameraState::Running {
            return;
        }
        loop {
            crate::online::sleep_ms(FRAME_EVERY_MS).await;
            let frame = document::eval(&grab_frame_js()).join::<String>().await.unwrap_or_default();
            if frame.is_empty() {
                continue;
            }
            match scan_invite(frame).await {
                Ok(invite) => {
                    let _ = document::eval(STOP_CAMERA_JS).join::<bool>().await;
                    ctx.join(invite);
                    return;
                }
                Err(QrDecodeError::NotAnInvite) => frame_message.set(Some(ScanMessage::NotPlyYard)),
                // No code in this frame (or an unreadable one): keep looking.
                Err(_) => {}
            }
        }
    });
    use_drop(move || {
        // Release the camera when leaving this screen without a result.
        let _ = document::eval(STOP_CAMERA_JS);
    });

    let message = match camera() {
        CameraState::Failed(message) => Some(message),
        _ => photo_message().or(frame_message()),
    };
    let scanning = camera() == CameraState::Running;
    let camera_failed = matches!(camera(), CameraState::Failed(_));
    rsx! {
        div { class: "screen online-scan",
            header { class: "topbar",
                button { class: "icon", "data-hit": hit("online-back"), "aria-label": crate::widgets::spoken(t.back), onclick: move |_| ui.write().page = Page::Menu, "←" }
                h1 { "{t.scan_title}" }
                span { class: "icon-space" }
            }
            // Without a camera the dark preview and "point the camera" would only confuse.
            if !camera_failed {
                div { class: "scan-frame",
                    video { id: VIDEO_ID, autoplay: true, muted: true, "playsinline": "true", "data-hit": hit("scan-video") }
                }
                p { class: "hint", "data-hit": hit("scan-state"), "data-camera": "{camera():?}",
                    if scanning { "{t.scanning}" } else { "{t.scan_hint}" }
                }
            }
            if let Some(message) = message {
                p { class: "error", role: "alert", "data-hit": hit("scan-message"), "data-message": "{message:?}", "{message.text(t)}" }
            }
            label { class: "primary file-pick",
                "{t.pick_photo}"
                input {
                    id: PHOTO_ID,
                    r#type: "file",
                    accept: "image/*",
                    "data-hit": hit("scan-photo"),
                    onchange: move |_| {
                        spawn(async move {
                            let url = document::eval(&read_photo_js()).join::<String>().await.unwrap_or_default();
                            if url.is_empty() {
                                photo_message.set(Some(ScanMessage::BadPhoto));
                                return;
                            }
                            match scan_invite(url).await {
                                Ok(invite) => {
                                    let _ = document::eval(STOP_CAMERA_JS).join::<bool>().await;
                                    ctx.join(invite);
                                }
                                Err(QrDecodeError::NotAnInvite) => photo_message.set(Some(ScanMessage::NotPlyYard)),
                                Err(QrDecodeError::NoCode) => photo_message.set(Some(ScanMessage::NoCodeInPhoto)),
                                Err(_) => photo_message.set(Some(ScanMessage::BadPhoto)),
                            }
                        });
                    },
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_camera_answer_gets_its_message() {
        assert_eq!(camera_answer("ok"), CameraState::Running);
        assert_eq!(camera_answer("insecure"), CameraState::Failed(ScanMessage::InsecurePage));
        assert_eq!(camera_answer("no-camera"), CameraState::Failed(ScanMessage::NoCamera));
        assert_eq!(camera_answer("denied"), CameraState::Failed(ScanMessage::CameraDenied));
        assert_eq!(camera_answer("error:AbortError"), CameraState::Failed(ScanMessage::CameraError));
    }
}
