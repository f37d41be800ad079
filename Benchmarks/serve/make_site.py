"""Writes a sample site for the serve benchmark: a ~60 KB brand page, its CSS and JS."""
import os
import sys

root = sys.argv[1]
os.makedirs(os.path.join(root, "brand"), exist_ok=True)

swatches = "\n".join(
    f'<li class="swatch"><span style="background:#{(i * 2654435761) % 0xFFFFFF:06X}"></span>'
    f"<code>brandColor{i}</code> <code>#{(i * 2654435761) % 0xFFFFFF:06X}</code></li>"
    for i in range(120)
)
sections = "\n".join(
    f"<section id=\"s{i}\"><h2>Component {i}</h2><p>Buttons, cards and lists use the brand palette "
    f"with 44 pt touch targets, Dynamic Type up to AX5 and reduced motion respected.</p>"
    f"<pre><code>Button(\"Continue\") {{ flow.next() }}\n  .font(.brandBody)\n  .foregroundStyle(.brandColor{i})"
    f"</code></pre></section>"
    for i in range(150)
)
page = f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Brand guide</title>
<link rel="stylesheet" href="/style.css"><script src="/app.js" defer></script></head>
<body><header><h1>Brand guide</h1></header><main><ul class="swatches">
{swatches}
</ul>
{sections}
</main></body></html>
"""
with open(os.path.join(root, "brand", "index.html"), "w") as f:
    f.write(page)
with open(os.path.join(root, "index.html"), "w") as f:
    f.write('<!doctype html><html><body><a href="/brand/">Brand</a></body></html>\n')
with open(os.path.join(root, "style.css"), "w") as f:
    f.write("".join(f".c{i} {{ color: #{i:06X}; margin: {i % 16}px; }}\n" for i in range(400)))
with open(os.path.join(root, "app.js"), "w") as f:
    f.write("".join(f"export function f{i}(x) {{ return x * {i}; }}\n" for i in range(300)))
