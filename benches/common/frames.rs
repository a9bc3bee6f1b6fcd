//! Pictures of an invite's QR code as a camera or a phone would take them, for the benchmarks.

use plyyard::invite::qr::encode_luma;

/// A grey picture of `width`×`height` with the code of `link` drawn at `module_px` per module.
pub fn picture(link: &str, width: u32, height: u32, module_px: usize) -> Vec<u8> {
    let (side, pixels) = encode_luma(link, module_px).expect("encodes");
    let mut canvas = image::GrayImage::from_pixel(width, height, image::Luma([170u8]));
    let (x0, y0) = ((width as usize - side) / 2, (height as usize - side) / 2);
    for y in 0..side {
        for x in 0..side {
            canvas.put_pixel(
                (x0 + x) as u32,
                (y0 + y) as u32,
                image::Luma([if pixels[y * side + x] == 0 { 25 } else { 230 }]),
            );
        }
    }
    let mut jpeg = std::io::Cursor::new(Vec::new());
    image::DynamicImage::ImageLuma8(canvas).to_rgb8().write_to(&mut jpeg, image::ImageFormat::Jpeg).expect("jpeg");
    jpeg.into_inner()
}
