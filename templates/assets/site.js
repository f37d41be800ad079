// sitegen default theme: progressive enhancements. Every page is complete without this file;
// it adds the theme toggle, copy buttons, the live contrast checker, search and the links
// between previews and their code.
(function () {
  "use strict";

  function onReady(fn) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fn);
    else fn();
  }

  // Theme: automatic (follows the system), light or dark; remembered across pages.
  function setUpThemeToggle() {
    var button = document.querySelector("[data-theme-toggle]");
    if (!button) return;
    var order = ["auto", "light", "dark"];
    var labels = { auto: "automatic", light: "light", dark: "dark" };
    function current() { return document.documentElement.dataset.theme || "auto"; }
    function apply(theme) {
      if (theme === "auto") delete document.documentElement.dataset.theme;
      else document.documentElement.dataset.theme = theme;
      try { if (theme === "auto") localStorage.removeItem("sitegen-theme"); else localStorage.setItem("sitegen-theme", theme); } catch (e) { /* private mode */ }
      button.setAttribute("aria-label", "Color theme: " + labels[theme] + " (change)");
      button.title = "Theme: " + labels[theme];
    }
    button.hidden = false;
    apply(current());
    button.addEventListener("click", function () {
      apply(order[(order.indexOf(current()) + 1) % order.length]);
    });
  }

  function copyText(text, control) {
    function done() {
      var label = control.textContent;
      control.classList.add("copied");
      control.textContent = "Copied";
      setTimeout(function () { control.classList.remove("copied"); control.textContent = label; }, 1200);
    }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(done, function () { fallbackCopy(text); done(); });
    } else {
      fallbackCopy(text);
      done();
    }
  }

  function fallbackCopy(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    try { document.execCommand("copy"); } catch (e) { /* nothing more to try */ }
    document.body.removeChild(area);
  }

  function setUpCopyButtons() {
    document.querySelectorAll(".copy-row[hidden], [data-copy-code][hidden]").forEach(function (element) { element.hidden = false; });
    document.addEventListener("click", function (event) {
      var chip = event.target.closest("[data-copy]");
      if (chip) { copyText(chip.getAttribute("data-copy"), chip); return; }
      var codeButton = event.target.closest("[data-copy-code]");
      if (codeButton) {
        var code = codeButton.parentElement.querySelector("pre");
        if (code) copyText(code.textContent, codeButton);
      }
    });
  }

  // WCAG 2.2 contrast, computed as the build computes it.
  function parseColor(value) {
    var match = /rgb\((\d+),?\s*(\d+),?\s*(\d+)(?:\s*\/\s*([\d.]+)%)?\)/.exec(value);
    if (!match) return null;
    return { r: +match[1], g: +match[2], b: +match[3], a: match[4] === undefined ? 1 : +match[4] / 100 };
  }
  function composite(top, bottom) {
    return {
      r: top.r * top.a + bottom.r * (1 - top.a),
      g: top.g * top.a + bottom.g * (1 - top.a),
      b: top.b * top.a + bottom.b * (1 - top.a),
      a: 1
    };
  }
  function luminance(color) {
    function channel(value) {
      var c = value / 255;
      return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }
    return 0.2126 * channel(color.r) + 0.7152 * channel(color.g) + 0.0722 * channel(color.b);
  }
  function contrast(text, background) {
    var base = background.a < 1 ? composite(background, { r: 255, g: 255, b: 255, a: 1 }) : background;
    var seen = text.a < 1 ? composite(text, base) : text;
    var l1 = luminance(seen), l2 = luminance(base);
    return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
  }
  function level(ratio) {
    if (ratio >= 7) return ["AAA", "aaa"];
    if (ratio >= 4.5) return ["AA", "aa"];
    if (ratio >= 3) return ["AA Large", "aa-large"];
    return ["Fail", "fail"];
  }

  function setUpContrastCheckers() {
    document.querySelectorAll("[data-contrast]").forEach(function (form) {
      var text = form.elements.namedItem("text");
      var background = form.elements.namedItem("background");
      var sample = form.querySelector("[data-contrast-sample]");
      var ratioOutput = form.querySelector("[data-contrast-ratio]");
      var levelBadge = form.querySelector("[data-contrast-level]");
      var swap = form.querySelector("[data-contrast-swap]");
      function update() {
        var fg = parseColor(text.value), bg = parseColor(background.value);
        if (!fg || !bg) return;
        var ratio = contrast(fg, bg);
        var result = level(ratio);
        sample.style.color = text.value;
        sample.style.background = background.value;
        ratioOutput.textContent = (Math.floor(ratio * 100) / 100).toFixed(2) + ":1";
        levelBadge.textContent = result[0];
        levelBadge.className = "level level-" + result[1];
      }
      form.addEventListener("change", update);
      form.addEventListener("input", update);
      form.addEventListener("submit", function (event) { event.preventDefault(); });
      if (swap) {
        swap.hidden = false;
        swap.addEventListener("click", function () {
          var value = text.value;
          text.value = background.value;
          background.value = value;
          update();
        });
      }
      update();
    });
  }

  // Search over the static index, loaded on first focus.
  // Search terms as the build makes them (SearchTerms.swift): runs of letters and numbers,
  // accents dropped, lower-cased, 2 to 32 characters, a few common English words left out.
  var stopWords = {};
  "an and are as at be by for from in is it of on or that the this to with".split(" ").forEach(function (word) { stopWords[word] = true; });
  function searchTerms(text) {
    var runs = text.normalize("NFD").replace(/\p{M}/gu, "").match(/[\p{L}\p{N}]+/gu) || [];
    var terms = [];
    runs.forEach(function (run) {
      var length = Array.from(run).length, term = run.toLowerCase();
      if (length >= 2 && length <= 32 && !stopWords[term] && terms.indexOf(term) < 0) terms.push(term);
    });
    return terms;
  }
  // The shard a term is in: its first characters, a–z and 0–9 as they are, others as _hex_.
  function shardKey(term, length) {
    return Array.from(term).slice(0, length).map(function (c) {
      return /[a-z0-9]/.test(c) ? c : "_" + c.codePointAt(0).toString(16) + "_";
    }).join("");
  }

  // Search: search/index.json (the brands and the shard keys) on first focus, then one shard
  // per query term, then the chunk files of the results shown: a query fetches a sliver of
  // the index. Results rank title matches above text matches, then by how often a term occurs;
  // the last term also matches as a prefix, as you type.
  function setUpSearch() {
    var form = document.querySelector("[data-search]");
    if (!form) return;
    var input = form.querySelector("input");
    var panel = form.querySelector(".search-results");
    var list = panel.querySelector("[role=listbox]");
    var status = panel.querySelector(".search-status");
    var indexURL = new URL(form.getAttribute("data-search"), document.baseURI);
    var kinds = { b: "Brand", h: "Section", k: "Component", d: "Design spec", c: "Color", f: "Type", s: "Symbol" };
    var shown = 10;
    var index = null, shardKeys = null, loading = null, cache = {}, selected = -1, generation = 0;
    form.hidden = false;

    function fetchJSON(url) {
      if (!cache[url]) cache[url] = fetch(url).then(function (response) { return response.ok ? response.json() : null; }).catch(function () { return null; });
      return cache[url];
    }
    function load() {
      if (!loading) loading = fetchJSON(indexURL.href).then(function (data) {
        index = data && data.groups ? data : { groups: [], shards: [] };
        shardKeys = {};
        index.shards.forEach(function (key) { shardKeys[key] = true; });
      });
      return loading;
    }
    function shardFor(term) {
      for (var length = Math.min(4, Array.from(term).length); length >= 2; length--) {
        var key = shardKey(term, length);
        if (shardKeys[key]) return fetchJSON(new URL("terms/" + key + ".json", indexURL).href);
      }
      return Promise.resolve(null);
    }
    // Each record a term (or, for the last, any term it begins) is in, with its best score; the
    // term itself scores half a point above a longer one it begins, so `bumbleYellow` comes
    // before `bumbleYellowLight` when both match as well otherwise.
    function postings(term, shard, prefix) {
      var found = {};
      if (!shard) return found;
      Object.keys(shard).forEach(function (candidate) {
        if (candidate !== term && !(prefix && candidate.lastIndexOf(term, 0) === 0)) return;
        var values = shard[candidate], group = 0, exact = candidate === term ? 0.5 : 0;
        for (var i = 0; i < values.length; i++) {
          if (values[i] < 0) { group = -values[i] - 1; continue; }
          var key = group + ":" + values[i], score = values[++i] + exact;
          if (!(found[key] >= score)) found[key] = score;
        }
      });
      return found;
    }
    function rank(terms, shards) {
      var matches = null;
      terms.forEach(function (term, position) {
        var found = postings(term, shards[position], position === terms.length - 1);
        if (!matches) { matches = found; return; }
        var both = {};
        Object.keys(matches).forEach(function (key) { if (key in found) both[key] = matches[key] + found[key]; });
        matches = both;
      });
      return Object.keys(matches || {}).map(function (key) {
        var parts = key.split(":");
        return { group: +parts[0], record: +parts[1], score: matches[key] };
      }).sort(function (a, b) { return b.score - a.score || a.group - b.group || a.record - b.record; });
    }
    // A record's chunk follows from its id (SearchGroup.chunk(of:count:space:)).
    function recordOf(hit) {
      var group = index.groups[hit.group];
      var chunk = Math.floor(hit.record * group[2] / group[3]);
      return fetchJSON(new URL(group[1] + chunk + ".json", indexURL).href).then(function (records) {
        var found = (records || []).filter(function (record) { return record[0] === hit.record; })[0];
        return found && found.slice(1);
      });
    }
    function close() {
      panel.hidden = true;
      input.setAttribute("aria-expanded", "false");
      input.removeAttribute("aria-activedescendant");
      selected = -1;
    }
    // Appends `text` to `parent`, each match of a term in a <mark> (the last term, typed as a
    // prefix, to the end of its lower-case run: "hapt" marks "haptics"): text nodes only,
    // never markup made from the index.
    function appendMarked(parent, text, terms) {
      var lower = text.toLowerCase(), at = 0;
      while (at < text.length) {
        var hit = -1, end = -1, last = false;
        terms.forEach(function (term, position) {
          var found = lower.indexOf(term, at);
          if (found >= 0 && (hit < 0 || found < hit)) { hit = found; end = found + term.length; last = position === terms.length - 1; }
        });
        if (hit < 0) break;
        while (last && end < text.length && /[\p{Ll}\p{N}]/u.test(text[end])) end++;
        if (hit > at) parent.appendChild(document.createTextNode(text.slice(at, hit)));
        var mark = document.createElement("mark");
        mark.textContent = text.slice(hit, end);
        parent.appendChild(mark);
        at = end;
      }
      if (at < text.length) parent.appendChild(document.createTextNode(text.slice(at)));
    }
    // About a line and a half of the text around its first match, cut at spaces.
    function snippetOf(text, terms) {
      var lower = text.toLowerCase(), first = -1;
      terms.forEach(function (term) { var found = lower.indexOf(term); if (found >= 0 && (first < 0 || found < first)) first = found; });
      var start = Math.max(0, first - 60), end = Math.min(text.length, Math.max(first, 0) + 160);
      if (start > 0) { var space = text.indexOf(" ", start); if (space >= 0 && space < first) start = space + 1; }
      if (end < text.length) { var last = text.lastIndexOf(" ", end); if (last > first) end = last; }
      return (start > 0 ? "… " : "") + text.slice(start, end) + (end < text.length ? " …" : "");
    }
    function show(query, terms, hits, records) {
      list.textContent = "";
      list.setAttribute("data-query", query);
      records.forEach(function (record, position) {
        if (!record) return;
        var link = document.createElement("a");
        link.href = record[3];
        link.id = "search-result-" + position;
        link.setAttribute("role", "option");
        link.setAttribute("aria-selected", "false");
        var kind = document.createElement("span");
        kind.className = "search-kind";
        kind.textContent = kinds[record[0]] || "";
        var title = document.createElement("span");
        title.className = "search-title";
        appendMarked(title, record[1], terms);
        var where = document.createElement("span");
        where.className = "search-where";
        // Brand · section, the section left out where the title or the kind already says it.
        var brand = record[0] === "s" ? "" : index.groups[hits[position].group][0];
        var section = record[2] === record[1] || record[0] === "d" ? "" : record[2];
        where.textContent = [brand, section].filter(Boolean).join(" · ");
        var meta = document.createElement("span");
        meta.className = "search-meta";
        meta.append(kind, where);
        link.append(title, meta);
        if (record[4]) {
          var snippet = document.createElement("span");
          snippet.className = "search-snippet";
          appendMarked(snippet, snippetOf(record[4], terms), terms);
          link.appendChild(snippet);
        }
        list.appendChild(link);
      });
      status.textContent = !hits.length ? "Nothing matches “" + query + "”."
        : hits.length > records.length ? "The best " + records.length + " of " + hits.length + " results."
        : hits.length + (hits.length === 1 ? " result." : " results.");
      selected = -1;
      input.removeAttribute("aria-activedescendant");
      panel.hidden = false;
      input.setAttribute("aria-expanded", "true");
    }
    function search() {
      var query = input.value.trim(), terms = searchTerms(query), current = ++generation;
      if (!terms.length) { close(); return; }
      load().then(function () {
        return Promise.all(terms.map(shardFor));
      }).then(function (shards) {
        var hits = rank(terms, shards);
        return Promise.all(hits.slice(0, shown).map(recordOf)).then(function (records) {
          if (current === generation) show(query, terms, hits, records);
        });
      });
    }
    function move(step) {
      var links = list.querySelectorAll("a");
      if (!links.length) return;
      if (selected >= 0) links[selected].setAttribute("aria-selected", "false");
      selected = (selected + step + links.length) % links.length;
      links[selected].setAttribute("aria-selected", "true");
      links[selected].scrollIntoView({ block: "nearest" });
      input.setAttribute("aria-activedescendant", links[selected].id);
    }
    input.addEventListener("focus", load);
    input.addEventListener("input", search);
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown") { event.preventDefault(); if (panel.hidden) search(); else move(1); }
      else if (event.key === "ArrowUp") { event.preventDefault(); move(-1); }
      else if (event.key === "Escape") { input.value = ""; close(); }
      else if (event.key === "Enter") {
        event.preventDefault();
        var links = list.querySelectorAll("a");
        var target = links[selected >= 0 ? selected : 0];
        if (target && !panel.hidden) window.location.href = target.href;
      }
    });
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    document.addEventListener("click", function (event) { if (!form.contains(event.target)) close(); });
  }

  // Color difference (CIEDE2000), as the build computes it for static comparisons.
  function toLab(rgb) {
    function linear(c) { return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); }
    var r = linear(rgb[0]), g = linear(rgb[1]), b = linear(rgb[2]);
    var x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
    var y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
    var z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
    function f(t) { return t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116; }
    var fx = f(x), fy = f(y), fz = f(z);
    return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
  }
  function ciede2000(p, q) {
    var rad = Math.PI / 180, pow25 = Math.pow(25, 7);
    var c1 = Math.hypot(p[1], p[2]), c2 = Math.hypot(q[1], q[2]), cMean = (c1 + c2) / 2;
    var g = 0.5 * (1 - Math.sqrt(Math.pow(cMean, 7) / (Math.pow(cMean, 7) + pow25)));
    var a1 = (1 + g) * p[1], a2 = (1 + g) * q[1];
    var c1p = Math.hypot(a1, p[2]), c2p = Math.hypot(a2, q[2]);
    function hue(b, a) { if (a === 0 && b === 0) return 0; var h = Math.atan2(b, a) / rad; return h >= 0 ? h : h + 360; }
    var h1 = hue(p[2], a1), h2 = hue(q[2], a2);
    var dL = q[0] - p[0], dC = c2p - c1p, dh = 0;
    if (c1p * c2p !== 0) { dh = h2 - h1; if (dh > 180) dh -= 360; else if (dh < -180) dh += 360; }
    var dH = 2 * Math.sqrt(c1p * c2p) * Math.sin(dh * rad / 2);
    var lMean = (p[0] + q[0]) / 2, cMeanP = (c1p + c2p) / 2, hMean = h1 + h2;
    if (c1p * c2p !== 0) { hMean = Math.abs(h1 - h2) <= 180 ? hMean / 2 : (hMean + (hMean < 360 ? 360 : -360)) / 2; }
    var t = 1 - 0.17 * Math.cos((hMean - 30) * rad) + 0.24 * Math.cos(2 * hMean * rad) + 0.32 * Math.cos((3 * hMean + 6) * rad) - 0.20 * Math.cos((4 * hMean - 63) * rad);
    var dTheta = 30 * Math.exp(-Math.pow((hMean - 275) / 25, 2));
    var rc = 2 * Math.sqrt(Math.pow(cMeanP, 7) / (Math.pow(cMeanP, 7) + pow25));
    var lTerm = Math.pow(lMean - 50, 2);
    var sl = 1 + 0.015 * lTerm / Math.sqrt(20 + lTerm), sc = 1 + 0.045 * cMeanP, sh = 1 + 0.015 * cMeanP * t;
    var rt = -Math.sin(2 * dTheta * rad) * rc;
    return Math.sqrt(Math.max(0, Math.pow(dL / sl, 2) + Math.pow(dC / sc, 2) + Math.pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh)));
  }

  // One decimal without a trailing zero ("12.3", "100", "0"), as the build writes ΔE on the
  // static compare pages, so both read the same.
  function oneDecimal(value) { return value.toFixed(1).replace(/\.0$/, ""); }

  // The compare page: any 2–4 brands, kept in ?brands=a,b; each brand's column is its own
  // compare.json, fetched only when shown.
  function setUpCompare() {
    var form = document.querySelector("[data-compare]");
    var output = document.querySelector("[data-compare-output]");
    if (!form || !output) return;
    var schema = JSON.parse(form.getAttribute("data-compare"));
    var selects = Array.prototype.slice.call(form.querySelectorAll("select"));
    var status = form.querySelector("[data-compare-status]");
    var known = {};
    Array.prototype.forEach.call(selects[0].options, function (option) { if (option.value) known[option.value] = true; });
    var cache = {};
    var generation = 0;
    form.hidden = false;

    function unique(list) { return list.filter(function (item, index) { return item && known[item] && list.indexOf(item) === index; }).slice(0, 4); }
    function fromURL() { return unique((new URLSearchParams(window.location.search).get("brands") || "").split(",").map(function (s) { return s.trim(); })); }
    function fromSelects() { return unique(selects.map(function (select) { return select.value; })); }
    function showInSelects(slugs) { selects.forEach(function (select, index) { select.value = slugs[index] || ""; }); }
    // A column's cells paint with its brand's custom properties: load that brand's tokens.css,
    // once, and show each token at its own value in either appearance, as the brand page does.
    var stylesheets = {};
    function loadTokens(slug) {
      if (stylesheets[slug]) return;
      var link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = schema.data + encodeURIComponent(slug) + "/tokens.css";
      document.head.appendChild(link);
      stylesheets[slug] = link;
      document.documentElement.setAttribute("data-token-values", "fixed");
    }
    function load(slug) {
      loadTokens(slug);
      if (!cache[slug]) {
        cache[slug] = fetch(schema.data + encodeURIComponent(slug) + "/compare.json").then(function (response) {
          if (!response.ok) throw new Error(slug);
          return response.json();
        });
      }
      return cache[slug];
    }
    function element(name, className, text) {
      var node = document.createElement(name);
      if (className) node.className = className;
      if (text !== undefined) node.textContent = text;
      return node;
    }
    function render(slugs) {
      var ticket = ++generation;
      if (slugs.length < 2) {
        output.textContent = "";
        status.textContent = "Pick at least two brands to compare.";
        return;
      }
      status.textContent = "Loading " + slugs.length + " brands…";
      Promise.all(slugs.map(load)).then(function (columns) {
        if (ticket !== generation) return;
        output.textContent = "";
        output.appendChild(table(columns));
        setUpPreviews(output);
        output.appendChild(nearest(columns));
        status.textContent = "Comparing " + columns.map(function (c) { return c.name; }).join(", ") + ".";
      }, function () {
        if (ticket === generation) status.textContent = "A brand's data could not be loaded.";
      });
    }
    function table(columns) {
      var scroll = element("div", "compare-scroll");
      scroll.tabIndex = 0;
      var tableNode = element("table", "compare-table");
      tableNode.setAttribute("data-brands", columns.map(function (c) { return c.slug; }).join(","));
      var head = element("thead"), headRow = element("tr");
      var corner = element("th");
      corner.scope = "col";
      corner.appendChild(element("span", "visually-hidden", "Row"));
      headRow.appendChild(corner);
      columns.forEach(function (column) {
        var cell = element("th");
        cell.scope = "col";
        var link = element("a", "", column.name);
        link.href = column.url;
        cell.appendChild(link);
        headRow.appendChild(cell);
      });
      head.appendChild(headRow);
      tableNode.appendChild(head);
      var body = null, section = null;
      schema.rows.forEach(function (row) {
        if (!columns.some(function (column) { return column.cells[row.id]; })) return;
        if (row.section !== section) {
          section = row.section;
          body = element("tbody");
          var sectionRow = element("tr", "compare-section");
          var title = element("th", "", section);
          title.scope = "colgroup";
          title.colSpan = columns.length + 1;
          sectionRow.appendChild(title);
          body.appendChild(sectionRow);
          tableNode.appendChild(body);
        }
        var tr = element("tr");
        tr.setAttribute("data-row", row.id);
        var label = element("th", "", row.label);
        label.scope = "row";
        tr.appendChild(label);
        columns.forEach(function (column, index) {
          var td = element("td");
          td.setAttribute("data-brand", column.name);
          // Cells are HTML the build rendered (and escaped) through the theme.
          td.innerHTML = column.cells[row.id] || "<span class=\"empty\">—</span>";
          var first = columns[0].colors[row.id], mine = column.colors[row.id];
          if (row.isColor && index > 0 && first && mine) {
            td.appendChild(element("span", "delta", "ΔE " + oneDecimal(ciede2000(toLab(first), toLab(mine))) + " vs " + columns[0].name));
          }
          tr.appendChild(td);
        });
        body.appendChild(tr);
      });
      scroll.appendChild(tableNode);
      return scroll;
    }
    function nearest(columns) {
      var box = element("section", "compare-nearest");
      box.appendChild(element("h2", "", "Nearest brands"));
      var list = element("ul");
      columns.forEach(function (column) {
        var item = element("li");
        item.appendChild(element("strong", "", column.name + ": "));
        if (!column.nearest.length) item.appendChild(document.createTextNode("no brand shares enough color roles."));
        column.nearest.forEach(function (other, index) {
          if (index) item.appendChild(document.createTextNode(", "));
          var link = element("a", "", other.name);
          link.href = "?brands=" + column.slug + "," + other.slug;
          item.appendChild(link);
          item.appendChild(element("span", "meta", " (" + other.distance + ")"));
        });
        list.appendChild(item);
      });
      box.appendChild(list);
      return box;
    }
    function update(push) {
      var slugs = fromSelects();
      var query = slugs.length ? "?brands=" + slugs.join(",") : window.location.pathname;
      if (push) window.history.pushState({ brands: slugs }, "", query);
      else window.history.replaceState({ brands: slugs }, "", query);
      render(slugs);
    }
    form.addEventListener("change", function () { update(true); });
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    window.addEventListener("popstate", function () { var slugs = fromURL(); showInSelects(slugs); render(slugs); });
    var initial = fromURL();
    showInSelects(initial);
    render(initial);
  }

  // Previews and their code: pointing at a drawn element lights the code line it comes from;
  // pointing at a code line outlines what that line draws. From the keyboard, a drawing takes
  // focus and the arrow keys step through its elements, lighting each one's line. The drawing
  // itself is complete HTML and CSS without this.
  function setUpPreviewLinks(root) {
    root.querySelectorAll("figure.preview").forEach(function (figure) {
      var scope = figure.closest(".component") || figure.parentElement;
      function clear() {
        scope.querySelectorAll(".is-linked").forEach(function (element) { element.classList.remove("is-linked"); });
      }
      function link(element) {
        clear();
        if (!element) return;
        element.classList.add("is-linked");
        scope.querySelectorAll('.snippet .ln[data-line="' + element.getAttribute("data-line") + '"]').forEach(function (line) {
          line.classList.add("is-linked");
        });
      }
      figure.addEventListener("mouseover", function (event) {
        var element = event.target.closest ? event.target.closest("[data-view][data-line]") : null;
        link(element && figure.contains(element) ? element : null);
      });
      figure.addEventListener("mouseleave", clear);
      figure.querySelectorAll(".preview-canvas").forEach(function (canvas) {
        var elements = Array.prototype.slice.call(canvas.querySelectorAll("[data-view][data-line]"));
        if (!elements.length) return;
        var current = -1;
        canvas.tabIndex = 0;
        canvas.setAttribute("aria-keyshortcuts", "ArrowLeft ArrowRight");
        canvas.addEventListener("focus", function () { current = Math.max(current, 0); link(elements[current]); });
        canvas.addEventListener("blur", clear);
        canvas.addEventListener("keydown", function (event) {
          var step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
          if (!step) return;
          event.preventDefault();
          current = (current + step + elements.length) % elements.length;
          link(elements[current]);
        });
      });
      scope.querySelectorAll(".snippet code").forEach(function (code) {
        code.addEventListener("mouseover", function (event) {
          clear();
          var line = event.target.closest ? event.target.closest(".ln[data-line]") : null;
          if (!line) return;
          line.classList.add("is-linked");
          figure.querySelectorAll('[data-view][data-line="' + line.getAttribute("data-line") + '"]').forEach(function (element) {
            element.classList.add("is-linked");
          });
        });
        code.addEventListener("mouseleave", clear);
      });
    });
  }

  // A drawing of natural size wider than its column (a row of five buttons on a phone) is
  // shrunk to fit with zoom, which scales its layout as well as its paint. In a compare table
  // every drawing of a row is drawn at one scale, the smallest any of them needs to fit its
  // cell but never below 0.75 (drawn text stays at least 10 px): a phone-wide component is
  // laid out at its cell's width rather than shrunk, and one still too wide at 0.75 scrolls
  // within its cell. Without script drawings are clipped at the canvas edge.
  var COMPARE_MINIMUM_SCALE = 0.75;

  function fitPreviews(root) {
    root.querySelectorAll(".compare-table").forEach(function (table) { table.classList.add("is-fitted"); });
    var all = Array.prototype.slice.call(root.querySelectorAll(".preview-canvas"));
    // Reset every drawing, then measure them all, then zoom: one layout for the page rather
    // than one per drawing.
    all.forEach(function (canvas) {
      canvas.style.zoom = "";
      if (canvas.closest(".compare-table")) {
        canvas.style.width = "";
        canvas.parentElement.style.overflowX = "";
      }
    });
    var naturals = all.filter(function (canvas) {
      return !canvas.classList.contains("preview-canvas-fill") && canvas.closest(".preview-states") && !canvas.closest(".compare-table");
    });
    naturals.forEach(function (canvas) { canvas.style.maxWidth = "none"; canvas.style.width = "max-content"; });
    var rows = Array.prototype.slice.call(root.querySelectorAll(".compare-table tr")).map(function (row) {
      return Array.prototype.slice.call(row.querySelectorAll(".preview-canvas")).map(function (canvas) {
        var screen = canvas.classList.contains("preview-canvas-screen");
        var fill = canvas.classList.contains("preview-canvas-fill") && !screen;
        if (!fill) { canvas.style.maxWidth = "none"; canvas.style.width = "max-content"; }
        return { canvas: canvas, fill: fill };
      });
    }).filter(function (row) { return row.length; });
    var naturalSizes = naturals.map(function (canvas) {
      return [canvas.getBoundingClientRect().width, canvas.closest(".preview-states").getBoundingClientRect().width];
    });
    rows.forEach(function (row) {
      row.forEach(function (item) {
        item.room = item.canvas.parentElement.getBoundingClientRect().width;
        item.natural = item.fill ? item.room : item.canvas.getBoundingClientRect().width;
      });
    });
    naturals.forEach(function (canvas, index) {
      var natural = naturalSizes[index][0], available = naturalSizes[index][1];
      if (natural > available + 0.5) {
        canvas.style.zoom = String(Math.floor(available / natural * 1000) / 1000);
      } else {
        canvas.style.maxWidth = "";
        canvas.style.width = "";
      }
    });
    rows.forEach(function (row) {
      var scale = 1;
      row.forEach(function (item) { if (item.natural > item.room + 0.5) scale = Math.min(scale, item.room / item.natural); });
      scale = Math.max(COMPARE_MINIMUM_SCALE, Math.floor(scale * 1000) / 1000);
      row.forEach(function (item) {
        // Set even at 1: a phone-wide canvas's own zoom (to the viewport) is not the row's.
        item.canvas.style.zoom = String(scale);
        if (item.fill) {
          // Laid out at the cell's width, whatever the row's scale: a full-width button fills it.
          item.canvas.style.width = Math.floor(item.room / scale - 2) + "px";
        } else if (item.natural * scale <= item.room + 0.5) {
          item.canvas.style.maxWidth = "";
          item.canvas.style.width = "";
        } else {
          item.canvas.parentElement.style.overflowX = "auto";
        }
      });
    });
  }

  // A custom Shape's outline whose lengths follow its frame (`constant,width,height` for each
  // number) is drawn at its box's own size, so a bubble's corners keep their radius at any
  // width. Without script it is drawn at the size it was read at, stretched to the box.
  function outlineAt(lengths, width, height) {
    return lengths.replace(/(-?[0-9.]+(?:e[-+]?[0-9]+)?),(-?[0-9.]+(?:e[-+]?[0-9]+)?),(-?[0-9.]+(?:e[-+]?[0-9]+)?)/g, function (_, c, w, h) {
      return String(Math.round((Number(c) + Number(w) * width + Number(h) * height) * 100) / 100);
    });
  }

  function drawOutline(path) {
    var svg = path.ownerSVGElement;
    var width = svg.clientWidth, height = svg.clientHeight;
    if (!width || !height) return;
    svg.setAttribute("viewBox", "0 0 " + width + " " + height);
    path.setAttribute("d", outlineAt(path.getAttribute("data-outline"), width, height));
  }

  function setUpOutlines(root) {
    var paths = root.querySelectorAll("path[data-outline]");
    if (!paths.length) return;
    paths.forEach(drawOutline);
    if (!window.ResizeObserver) return;
    var observer = new ResizeObserver(function (entries) {
      entries.forEach(function (entry) { entry.target.querySelectorAll("path[data-outline]").forEach(drawOutline); });
    });
    paths.forEach(function (path) { observer.observe(path.ownerSVGElement); });
  }

  function setUpPreviews(root) {
    setUpPreviewLinks(root);
    fitPreviews(root);
    setUpOutlines(root);
  }

  function refitPreviewsOnResize() {
    var pending = false;
    function refit() {
      if (pending) return;
      pending = true;
      window.requestAnimationFrame(function () { pending = false; fitPreviews(document); });
    }
    window.addEventListener("resize", refit);
    if (document.fonts && document.fonts.ready) document.fonts.ready.then(refit);
  }

  onReady(function () {
    setUpThemeToggle();
    setUpCopyButtons();
    setUpContrastCheckers();
    setUpSearch();
    setUpCompare();
    setUpPreviews(document);
    refitPreviewsOnResize();
  });
})();
