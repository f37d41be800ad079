"""A tiny built site with known good and planted bad parts, for the harness's self-test.

Planted on purpose, and nothing else wrong:
- index.html links to 'guide.html#nope': a missing anchor;
- console.html links to 'assets/missing.css': a broken link, and a 404 in the browser;
  its script calls console.error('planted console error');
- index.html links to '/guide.html': fine at /, outside the base path under a sub-path;
- invalid.html is invalid HTML (an unclosed <span>, a stray </div>);
- a11y.html has a nameless button, an unlabelled input and low-contrast text.
"""
from __future__ import annotations

import os

BRAND_YELLOW = "rgb(255, 198, 41)"  # #FFC629, the swatch's background through var(--brand-yellow)
DARK_TEXT = "rgb(240, 240, 240)"  # body text under prefers-color-scheme: dark
LIGHT_TEXT = "rgb(17, 17, 17)"
PLANTED_CONSOLE_ERROR = "planted console error"


def _page(title: str, body: str, head: str = "") -> str:
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="stylesheet" href="assets/site.css">{head}
</head>
<body>
{body}
</body>
</html>
"""


FILES = {
    "index.html": _page("Home", """<header id="top"><h1>Brand guides</h1></header>
<main>
<p><a href="guide.html">Guide</a>, <a href="guide.html#colors">its colours</a>,
<a href="guide.html#nope">a missing anchor</a>, <a href="sub/">a folder</a>,
<a href="/guide.html">a root-absolute link</a>, <a href="#top">top</a>, <a href="#">here</a>,
<a href="https://example.com/">elsewhere</a>, <a href="mailto:team@example.com">mail</a>.</p>
<p><img src="img/logo.svg#mark" srcset="img/logo.svg 1x, img/logo.svg 2x" alt="Logo" width="32" height="32"></p>
<div style="background-image: url('img/logo.svg')">Logo as a background</div>
</main>"""),
    "guide.html": _page("Guide", """<main>
<h1>Guide</h1>
<h2 id="colors">Colours</h2>
<div id="swatch" class="swatch">Brand yellow</div>
<p id="script-status">scripts did not run</p>
<label for="scheme">Scheme</label>
<select id="scheme"><option value="light">Light</option><option value="dark">Dark</option></select>
<p>Chosen: <output id="chosen" for="scheme">light</output></p>
<p><button id="counter" type="button">Clicked 0 times</button> <a id="back" href="index.html">Back</a></p>
</main>
<script src="assets/guide.js"></script>"""),
    "console.html": _page("Console", """<main><h1>Console</h1><p>Logs an error.</p></main>
<script>console.error("planted console error");</script>""",
                          head='\n<link rel="stylesheet" href="assets/missing.css">'),
    "invalid.html": _page("Invalid", """<main><h1>Invalid</h1><p><span>unclosed</p></div></main>"""),
    "a11y.html": _page("Accessibility", """<main><h1>Accessibility</h1>
<p class="faint">Too faint to read.</p>
<button type="button"></button>
<input type="text">
</main>"""),
    "sub/index.html": _page("Sub", """<main><h1>Sub</h1><p><a href="../index.html#top">Home</a></p></main>""")
        .replace('href="assets/site.css"', 'href="../assets/site.css"'),
    "assets/site.css": """:root { --brand-yellow: #FFC629; }
body { font-family: sans-serif; color: #111111; background: #ffffff; }
.swatch { background-color: var(--brand-yellow); color: #111111; height: 4rem; }
.faint { color: #dddddd; }
@media (prefers-color-scheme: dark) {
  body { color: #f0f0f0; background: #000000; }
  a { color: #8ab4f8; }
}
""",
    "assets/guide.js": """document.getElementById("script-status").textContent = "scripts ran";
document.getElementById("scheme").addEventListener("change", (event) => {
  document.getElementById("chosen").textContent = event.target.value;
});
let clicks = 0;
document.getElementById("counter").addEventListener("click", (event) => {
  clicks += 1;
  event.target.textContent = `Clicked ${clicks} times`;
});
""",
    "img/logo.svg": """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">
<title>Logo</title>
<circle id="mark" cx="16" cy="16" r="14" fill="#FFC629"/>
</svg>
""",
}


def write_fixture_site(root: str) -> str:
    """Write the fixture site into `root` (created if needed) and return `root`."""
    for path, text in FILES.items():
        target = os.path.join(root, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8") as file:
            file.write(text)
    return root
