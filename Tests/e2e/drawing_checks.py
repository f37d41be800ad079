"""Checks of drawn components that run in the page, shared by the browser tests
(test_site.DrawnLookTests) and Benchmarks/drawings/run, so both judge by the same rule."""

# Every gap marker (`.pv-gap-tag`) that lies over a line of drawn text (`[data-view="Text"]`,
# its line boxes as the browser lays them out) in the same drawing: "<component>: <marker> on
# <text>", one per overlap. A marker names what is not drawn; it must never hide what is.
GAP_MARKERS_OVER_TEXT = """(() => {
    const hits = [];
    for (const figure of document.querySelectorAll("figure.preview")) {
        const lines = [...figure.querySelectorAll('[data-view="Text"]')].flatMap(text => {
            const range = document.createRange(); range.selectNodeContents(text);
            return [...range.getClientRects()].map(r => [text.textContent, r]);
        });
        for (const marker of figure.querySelectorAll(".pv-gap-tag")) {
            const m = marker.getBoundingClientRect();
            for (const [words, r] of lines) {
                if (m.left < r.right - 0.5 && r.left < m.right - 0.5 && m.top < r.bottom - 0.5 && r.top < m.bottom - 0.5)
                    hits.push(figure.dataset.component + ": " + marker.textContent + " on " + words);
            }
        }
    }
    return hits;
})()"""
