import Foundation

/// Lists the files under a folder with `readdir`, which reports each entry's type without a
/// `stat` per file (FileManager's enumerator with resource values was a visible part of builds).
/// Hidden entries are skipped; paths come back sorted.
enum FolderWalker {
    static func files(under root: String, where include: (String) -> Bool = { _ in true }) -> [String] {
        var found: [String] = []
        walk(root, include: include, into: &found)
        return found.sorted()
    }

    private static func walk(_ folder: String, include: (String) -> Bool, into found: inout [String]) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            guard !name.hasPrefix(".") else { continue }
            let path = folder + "/" + name
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) || type == Int32(DT_LNK) {
                // Some file systems do not fill in d_type, and links need their target's type.
                var info = stat()
                guard stat(path, &info) == 0 else { continue }
                type = (info.st_mode & S_IFMT) == S_IFDIR ? Int32(DT_DIR) : (info.st_mode & S_IFMT) == S_IFREG ? Int32(DT_REG) : Int32(DT_UNKNOWN)
            }
            if type == Int32(DT_DIR) {
                walk(path, include: include, into: &found)
            } else if type == Int32(DT_REG), include(name) {
                found.append(path)
            }
        }
    }
}
