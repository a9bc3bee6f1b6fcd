//! Lets the desktop webview on Linux (WebKitGTK) open the camera for 📷 Ler QR Code: WebKitGTK
//! keeps getUserMedia off unless the app turns media streams on and answers the permission
//! request. Android's and iOS's webviews ask the system instead (wry forwards the request; the
//! camera permission and its description come from `Dioxus.toml`), and other platforms need
//! nothing, so there this does nothing.

/// Turns on media streams in this window's webview and allows its camera requests (the page is
/// the app's own).
#[cfg(all(feature = "desktop", target_os = "linux"))]
pub(crate) fn allow_camera() {
    use webkit2gtk::glib::prelude::ObjectExt;
    use webkit2gtk::{PermissionRequestExt, SettingsExt, UserMediaPermissionRequest, WebViewExt};
    use wry::WebViewExtUnix;

    // Outside a desktop window (component tests render without one) there is nothing to set.
    let Some(window) = dioxus::prelude::try_consume_context::<dioxus::desktop::DesktopContext>() else {
        return;
    };
    let view = window.webview.webview();
    if let Some(settings) = WebViewExt::settings(&view) {
        if settings.enables_media_stream() {
            return;
        }
        settings.set_enable_media_stream(true);
    }
    view.connect_permission_request(|_, request| {
        if request.is::<UserMediaPermissionRequest>() {
            request.allow();
            true
        } else {
            false
        }
    });
}

/// Nothing to do on this platform.
#[cfg(not(all(feature = "desktop", target_os = "linux")))]
pub(crate) fn allow_camera() {}
