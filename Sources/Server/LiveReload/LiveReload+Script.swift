extension LiveReload {
    /// The script served at `scriptPath`. ES5 and feature-checked, so it cannot break a page:
    /// no globals, no console output, DOM built with `textContent` so a report is never HTML.
    static let script = #"""
    // Added by `sitegen serve` while serving; never written into the built site.
    (function () {
      "use strict";
      if (typeof window.EventSource !== "function") { return; }
      var overlayId = "sitegen-live-reload-error";
      var source = null;

      function showError(text) {
        var overlay = document.getElementById(overlayId);
        if (!overlay) {
          overlay = document.createElement("div");
          overlay.id = overlayId;
          overlay.setAttribute("role", "alert");
          var style = overlay.style;
          style.position = "fixed";
          style.left = "0";
          style.right = "0";
          style.bottom = "0";
          style.maxHeight = "50vh";
          style.overflow = "auto";
          style.zIndex = "2147483647";
          style.boxSizing = "border-box";
          style.padding = "12px 16px";
          style.background = "#2b1111";
          style.color = "#ffe1e1";
          style.borderTop = "3px solid #e5484d";
          style.font = "13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";
          var title = document.createElement("strong");
          title.textContent = "sitegen: the rebuild failed. This page shows the last good build.";
          title.style.display = "block";
          title.style.marginBottom = "6px";
          var report = document.createElement("pre");
          report.style.margin = "0";
          report.style.whiteSpace = "pre-wrap";
          report.style.font = "inherit";
          overlay.appendChild(title);
          overlay.appendChild(report);
          (document.body || document.documentElement).appendChild(overlay);
        }
        overlay.lastChild.textContent = text;
      }

      function connect() {
        source = new EventSource("/__sitegen/events");
        source.addEventListener("reload", function () { window.location.reload(); });
        // A failed build arrives as a MessageEvent named "error". The EventSource's own
        // connection errors share that name but carry no data; it retries those by itself.
        source.addEventListener("error", function (event) {
          if (typeof event.data === "string") { showError(event.data); }
        });
      }

      // Closing before the page goes away keeps browsers from logging an interrupted stream.
      window.addEventListener("pagehide", function () { if (source) { source.close(); source = null; } });
      window.addEventListener("pageshow", function (event) { if (event.persisted && !source) { connect(); } });
      connect();
    })();

    """#
}
