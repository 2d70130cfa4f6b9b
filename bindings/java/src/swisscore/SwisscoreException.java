package swisscore;

/** A failed library call: the status code (SWC_E*, never renumbered) and the library's message. */
public class SwisscoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public static final int EINVAL = -1, ENOMEM = -2, ENOTFOUND = -3, ESTATE = -4, ENOPAIRING = -5,
            EPARSE = -6, ERANGE = -7, EBUFSIZE = -8, EIO = -9, EINCONSISTENT = -10, EUNSUPPORTED = -11,
            ELIMIT = -12;

    private final int code;
    private final String function;
    private final int line, column;
    private final String path;

    SwisscoreException(int code, String function, String message, int line, int column, String path) {
        super(function + ": " + (message == null || message.isEmpty() ? Native.LIB.swc_strerror(code) : message)
                + " (" + Native.LIB.swc_strerror(code) + ", " + code + ")");
        this.code = code;
        this.function = function;
        this.line = line;
        this.column = column;
        this.path = path == null ? "" : path;
    }

    SwisscoreException(int code, String function, String message) {
        this(code, function, message, 0, 0, "");
    }

    /** The library's status code, e.g. {@link #ENOTFOUND}. */
    public int code() { return code; }
    /** The C function that failed. */
    public String function() { return function; }
    /** 1-based line of a TRF or JSON syntax error, 0 otherwise. */
    public int line() { return line; }
    /** 1-based column of a TRF or JSON syntax error, 0 otherwise. */
    public int column() { return column; }
    /** Place in a JSON document, e.g. "players[3].rating", or "". */
    public String path() { return path; }
}
