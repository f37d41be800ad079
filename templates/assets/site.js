// sitegen default theme: progressive enhancements. Every page is complete without this file;
// it adds the theme toggle, copy buttons, the live contrast checker and search.
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
  function setUpSearch() {
    var form = document.querySelector("[data-search]");
    if (!form) return;
    var input = form.querySelector("input");
    var results = form.querySelector(".search-results");
    var entries = null, loading = null, selected = -1;
    var kinds = { b: "Brand", c: "Color", f: "Type", k: "Component", s: "Symbol" };
    form.hidden = false;

    function load() {
      if (entries || loading) return loading;
      loading = fetch(form.getAttribute("data-search"))
        .then(function (response) { return response.ok ? response.json() : []; })
        .then(function (data) { entries = data; })
        .catch(function () { entries = []; });
      return loading;
    }
    function close() {
      results.hidden = true;
      input.setAttribute("aria-expanded", "false");
      selected = -1;
    }
    function render(query) {
      var terms = query.toLowerCase().split(/\s+/).filter(Boolean);
      if (!terms.length || !entries) { close(); return; }
      var matches = [];
      for (var i = 0; i < entries.length && matches.length < 40; i++) {
        var entry = entries[i];
        var haystack = (entry[1] + " " + entry[2] + " " + (entry[4] || "")).toLowerCase();
        if (terms.every(function (term) { return haystack.indexOf(term) !== -1; })) matches.push(entry);
      }
      results.textContent = "";
      if (!matches.length) {
        var empty = document.createElement("p");
        empty.className = "search-empty";
        empty.textContent = "Nothing matches “" + query + "”.";
        results.appendChild(empty);
      }
      matches.forEach(function (entry, index) {
        var link = document.createElement("a");
        link.href = entry[3];
        link.id = "search-result-" + index;
        link.setAttribute("role", "option");
        var kind = document.createElement("span");
        kind.className = "kind";
        kind.textContent = kinds[entry[0]] || "";
        var title = document.createElement("span");
        title.textContent = entry[1];
        var where = document.createElement("span");
        where.className = "where";
        where.textContent = entry[0] === "b" ? (entry[4] || "") : entry[2] + (entry[4] ? " · " + entry[4] : "");
        link.append(kind, title, where);
        results.appendChild(link);
      });
      selected = -1;
      results.hidden = false;
      input.setAttribute("aria-expanded", "true");
    }
    function move(step) {
      var links = results.querySelectorAll("a");
      if (!links.length) return;
      if (selected >= 0) links[selected].setAttribute("aria-selected", "false");
      selected = (selected + step + links.length) % links.length;
      links[selected].setAttribute("aria-selected", "true");
      links[selected].scrollIntoView({ block: "nearest" });
      input.setAttribute("aria-activedescendant", links[selected].id);
    }
    input.addEventListener("focus", load);
    input.addEventListener("input", function () {
      var query = input.value.trim();
      var pending = load();
      if (pending && !entries) pending.then(function () { render(input.value.trim()); });
      else render(query);
    });
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown") { event.preventDefault(); move(1); }
      else if (event.key === "ArrowUp") { event.preventDefault(); move(-1); }
      else if (event.key === "Escape") { input.value = ""; close(); }
      else if (event.key === "Enter") {
        event.preventDefault();
        var links = results.querySelectorAll("a");
        var target = links[selected >= 0 ? selected : 0];
        if (target) window.location.href = target.href;
      }
    });
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    document.addEventListener("click", function (event) { if (!form.contains(event.target)) close(); });
  }

  onReady(function () {
    setUpThemeToggle();
    setUpCopyButtons();
    setUpContrastCheckers();
    setUpSearch();
  });
})();
