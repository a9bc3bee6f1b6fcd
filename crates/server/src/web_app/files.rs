//! Opening a file of the web build without ever leaving its folder: no symbolic link anywhere
//! below the folder is followed (a link to `/etc` or a `.gz` link to any file is refused), the
//! file's real path must lie inside the folder, and only a regular file is opened (never a FIFO
//! or a device, whose open could block).

use std::fs::{File, Metadata};
use std::io;
use std::path::Path;

/// Opens `name` (plain segments joined by `/`, see `is_plain_path`) under `root`, which is
/// canonical. `NotFound` for anything refused, so a refusal looks like a missing file.
pub(super) fn open_inside(root: &Path, name: &str) -> io::Result<(File, Metadata)> {
    let refused = || io::Error::new(io::ErrorKind::NotFound, "not a file of the web build");
    let mut path = root.to_path_buf();
    let segments: Vec<&str> = name.split('/').collect();
    for (index, segment) in segments.iter().enumerate() {
        path.push(segment);
        // symlink_metadata: the link itself, never what it points at.
        let kind = std::fs::symlink_metadata(&path)?.file_type();
        let last = index + 1 == segments.len();
        if kind.is_symlink() || (last && !kind.is_file()) || (!last && !kind.is_dir()) {
            return Err(refused());
        }
    }
    if !std::fs::canonicalize(&path)?.starts_with(root) {
        return Err(refused());
    }
    let file = open_no_follow(&path)?;
    // The file opened is the one checked (a link swapped in since is refused by O_NOFOLLOW).
    let metadata = file.metadata()?;
    if !metadata.is_file() {
        return Err(refused());
    }
    Ok((file, metadata))
}

#[cfg(unix)]
fn open_no_follow(path: &Path) -> io::Result<File> {
    use std::os::unix::fs::OpenOptionsExt;
    // O_NONBLOCK: a FIFO swapped in after the check does not hang the thread.
    std::fs::OpenOptions::new().read(true).custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK).open(path)
}

#[cfg(not(unix))]
fn open_no_follow(path: &Path) -> io::Result<File> {
    File::open(path)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::symlink;

    #[test]
    fn links_below_the_folder_are_refused_and_plain_files_open() {
        let base = std::env::temp_dir().join(format!("plyyard-web-files-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&base);
        let root = base.join("www");
        std::fs::create_dir_all(root.join("snippets/a")).unwrap();
        std::fs::write(base.join("secret.txt"), "outside").unwrap();
        std::fs::write(root.join("app.js"), "inside").unwrap();
        std::fs::write(root.join("snippets/a/x.js"), "snippet").unwrap();
        symlink(base.join("secret.txt"), root.join("leak.txt")).unwrap();
        symlink(root.join("app.js"), root.join("same.js")).unwrap();
        symlink(&base, root.join("up")).unwrap();
        let root = std::fs::canonicalize(&root).unwrap();

        assert!(open_inside(&root, "app.js").is_ok());
        assert!(open_inside(&root, "snippets/a/x.js").is_ok());
        for refused in ["leak.txt", "same.js", "up/secret.txt", "snippets", "snippets/a", "missing.js"] {
            let error = open_inside(&root, refused).expect_err(refused);
            assert_eq!(error.kind(), io::ErrorKind::NotFound, "{refused}");
        }
        std::fs::remove_dir_all(&base).unwrap();
    }
}
