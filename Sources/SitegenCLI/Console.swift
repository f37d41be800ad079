import Foundation

/// Where a command writes: standard output for results, standard error for diagnostics and
/// progress. Tests pass closures that capture both.
public struct Console: Sendable {
    /// Writes text to standard output, exactly as given.
    public var out: @Sendable (String) -> Void
    /// Writes text to standard error, exactly as given.
    public var err: @Sendable (String) -> Void

    /// Creates a console from two writers.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    /// The process's standard output and error, unbuffered so progress shows as it happens.
    public static let standard = Console(
        out: { FileHandle.standardOutput.write(Data($0.utf8)) },
        err: { FileHandle.standardError.write(Data($0.utf8)) }
    )
}

/// Process exit statuses, following BSD sysexits where one fits.
public enum ExitCode: Int32, Sendable {
    /// Everything worked.
    case success = 0
    /// The input has errors (diagnostics were printed).
    case failure = 1
    /// The command line was wrong (EX_USAGE).
    case usage = 64
    /// An input the command was pointed at does not exist or cannot be read (EX_NOINPUT).
    case noInput = 66
    /// The output cannot be written (EX_IOERR).
    case ioError = 74
}
