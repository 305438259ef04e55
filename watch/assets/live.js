// The live page of a run: draws the state embedded in the page, then, live,
// follows the run through /events (server-sent events: "game" when games
// ended, "state", "beat", and "over" with the final state), reading
// /state.json after each. A frozen page (-report) draws its state alone.
(function () {
  "use strict";
  var NS = "http://www.w3.org/2000/svg";
  var live = document.body.getAttribute("data-live") === "true";
  var token = new URLSearchParams(location.search).get("token");
  var q = token ? "?token=" + encodeURIComponent(token) : "";
  var state = JSON.parse(document.getElementById("state").textContent);
  var lastTop = -1; // the newest game drawn, to mark the games new since

  function esc(s) {
    return String(s).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }
  function signed(x, d) {
    return (x >= 0 ? "+" : "") + x.toFixed(d === undefined ? 1 : d);
  }
  function dur(s) {
    if (s < 0) { return "?"; }
    s = Math.round(s);
    var h = Math.floor(s / 3600), m = Math.floor(s % 3600 / 60), r = s % 60;
    return (h ? h + "h" : "") + (h || m ? m + "m" : "") + r + "s";
  }
  function row(cells, cls) {
    return "<tr" + (cls ? ' class="' + cls + '"' : "") + ">" + cells.map(function (c) {
      if (typeof c === "object" && c !== null) {
        return "<td" + (c.cls ? ' class="' + c.cls + '"' : "") + ">" + c.html + "</td>";
      }
      return "<td>" + esc(c) + "</td>";
    }).join("") + "</tr>";
  }
  function head(names) {
    return "<tr>" + names.map(function (n) { return "<th>" + esc(n) + "</th>"; }).join("") + "</tr>";
  }
  function text(s) { return { html: esc(s), cls: "text" }; }
  function faultsOf(p) {
    var out = [];
    for (var k in p.faults) {
      if (p.faults[k]) { out.push(k + " " + p.faults[k]); }
    }
    return out.length ? { html: esc(out.join(", ")), cls: "fault" } : "0";
  }

  // plot is an SVG line plot: series of points, bands (intervals) under
  // them, dashed rules (the SPRT's bounds) and a zero line.
  function plot(o) {
    var W = o.w || 540, H = o.h || 260, L = 56, R = 14, T = 26, B = 36;
    var xs = [], ys = [];
    o.series.forEach(function (s) { xs = xs.concat(s.x); ys = ys.concat(s.y); });
    (o.bands || []).forEach(function (b) { ys = ys.concat(b.lo, b.hi); });
    (o.rules || []).forEach(function (r) { ys.push(r.y); });
    var x0 = Math.min.apply(null, xs.concat([0])), x1 = Math.max.apply(null, xs.concat([1]));
    var y0 = Math.min.apply(null, ys.length ? ys : [0]), y1 = Math.max.apply(null, ys.length ? ys : [1]);
    if (o.zero) { y0 = Math.min(y0, 0); y1 = Math.max(y1, 0); }
    if (y1 - y0 < 1e-9) { y0 -= 1; y1 += 1; }
    var pad = (y1 - y0) * 0.05; y0 -= pad; y1 += pad;
    function X(x) { return L + (x - x0) / (x1 - x0 || 1) * (W - L - R); }
    function Y(y) { return T + (y1 - y) / (y1 - y0) * (H - T - B); }
    var s = '<svg xmlns="' + NS + '" class="plot" id="' + o.id + '" width="' + W + '" height="' + H + '" viewBox="0 0 ' + W + " " + H + '">';
    s += '<text class="plot-title" x="' + W / 2 + '" y="16">' + esc(o.title) + "</text>";
    s += '<rect class="plot-area" x="' + L + '" y="' + T + '" width="' + (W - L - R) + '" height="' + (H - T - B) + '"/>';
    for (var i = 0; i <= 4; i++) {
      var yv = y0 + (y1 - y0) * i / 4, yy = Y(yv);
      s += '<line class="grid" x1="' + L + '" x2="' + (W - R) + '" y1="' + yy + '" y2="' + yy + '"/>';
      s += '<text class="tick y" x="' + (L - 4) + '" y="' + (yy + 4) + '">' + fmtTick(yv, y1 - y0) + "</text>";
      var xv = x0 + (x1 - x0) * i / 4;
      s += '<text class="tick x" x="' + X(xv) + '" y="' + (H - B + 14) + '">' + fmtTick(xv, x1 - x0) + "</text>";
    }
    s += '<text class="axis" x="' + ((W + L) / 2) + '" y="' + (H - 4) + '">' + esc(o.xlabel) + "</text>";
    s += '<text class="axis" transform="translate(12,' + ((H + T - B) / 2) + ') rotate(-90)">' + esc(o.ylabel) + "</text>";
    if (o.zero && y0 < 0 && y1 > 0) {
      s += '<line class="zero" x1="' + L + '" x2="' + (W - R) + '" y1="' + Y(0) + '" y2="' + Y(0) + '"/>';
    }
    (o.bands || []).forEach(function (b) {
      if (!b.x.length) { return; }
      var top = b.x.map(function (x, i) { return X(x) + "," + Y(b.hi[i]); });
      var bot = b.x.map(function (x, i) { return X(x) + "," + Y(b.lo[i]); }).reverse();
      s += '<polygon class="band ' + b.cls + '" points="' + top.concat(bot).join(" ") + '"/>';
    });
    (o.rules || []).forEach(function (r) {
      s += '<line class="rule" x1="' + L + '" x2="' + (W - R) + '" y1="' + Y(r.y) + '" y2="' + Y(r.y) + '"/>';
      s += '<text class="rule-label" x="' + (W - R - 4) + '" y="' + (Y(r.y) - 3) + '">' + esc(r.label) + "</text>";
    });
    o.series.forEach(function (sr, k) {
      var pts = sr.x.map(function (x, i) { return X(x).toFixed(1) + "," + Y(sr.y[i]).toFixed(1); });
      s += '<g class="series ' + (sr.cls || "s" + k) + '" data-name="' + esc(sr.name) + '" data-points="' + pts.length + '">';
      s += '<polyline class="line" points="' + pts.join(" ") + '"/>';
      if (pts.length) {
        var last = sr.y[sr.y.length - 1];
        s += "<title>" + esc(sr.name + ": " + fmtTick(last, 0.01)) + "</title>";
      }
      s += "</g>";
    });
    if (o.series.length > 1) {
      o.series.forEach(function (sr, k) {
        s += '<g class="legend"><rect class="' + (sr.cls || "s" + k) + '" x="' + (L + 8) + '" y="' + (T + 6 + 14 * k) + '" width="10" height="10"/>';
        s += '<text x="' + (L + 22) + '" y="' + (T + 15 + 14 * k) + '">' + esc(sr.name) + "</text></g>";
      });
    }
    return s + "</svg>";
  }
  function fmtTick(v, span) {
    if (Math.abs(v) < Math.abs(span) * 1e-6) { v = 0; } // no "-0.00"
    if (Math.abs(span) >= 20) { return String(Math.round(v)); }
    if (Math.abs(span) >= 2) { return v.toFixed(1); }
    return v.toFixed(2);
  }

  function statusLine(st) {
    var s = st.games + " / " + st.total + " " + st.unit + "  ·  elapsed " + dur(st.elapsed_s);
    if (st.per_game_s > 0) { s += "  ·  " + st.per_game_s.toFixed(2) + " s a " + st.unit.replace(/s$/, ""); }
    if (st.over) {
      s += "  ·  " + (st.ended ? "ended: " + st.ended : "finished");
      if (!live) { s += " (this page is frozen)"; }
    } else {
      s += "  ·  ETA " + dur(st.eta_s);
    }
    if (st.limit) { s += "  ·  limit " + st.limit + " per player per game"; }
    return s;
  }

  function matchSummary(st) {
    var m = st.match, a = m.players[0].name, b = m.players[1].name, p = m.pentanomial;
    var lines = [
      "pairs for " + a + " (0, 1/2, 1, 3/2, 2 points): " + p.join(" ") + " (pairs: " + p.reduce(function (x, y) { return x + y; }, 0) + ")",
      "Elo " + a + " - " + b + ": " + signed(m.elo) + " [" + signed(m.elo_ci[0]) + ", " + signed(m.elo_ci[1]) + "]; nElo " +
        signed(m.nelo) + " [" + signed(m.nelo_ci[0]) + ", " + signed(m.nelo_ci[1]) + "]; LOS " + (100 * m.los).toFixed(1) +
        "%; draw ratio " + (100 * m.draw_ratio).toFixed(1) + "%"
    ];
    if (m.sprt) {
      var t = m.sprt;
      lines.push("SPRT [" + t.elo0 + ", " + t.elo1 + "] (" + t.model + "): LLR " + t.llr.toFixed(2) + " in [" + t.lower.toFixed(2) + ", " + t.upper.toFixed(2) + "]: " + t.result);
    }
    var html = lines.map(function (l, i) { return '<p id="line-' + i + '">' + esc(l) + "</p>"; }).join("");
    html += '<table id="table">' + head(["player", "games", "score", "wins", "draws", "losses", "faults", "max time"]);
    m.players.forEach(function (pl) {
      html += row([text(pl.name), pl.games, pl.score.toFixed(2), pl.wins, pl.draws, pl.losses, faultsOf(pl), pl.max_time_s.toFixed(2) + " s"]);
    });
    return html + "</table>";
  }

  function tournamentSummary(st) {
    var t = st.tournament;
    var html = '<table id="table">' + head(["player", "games", "score", "wins", "draws", "losses", "Elo", "95% interval", "faults", "max time"]);
    t.players.forEach(function (pl) {
      var elo = pl.elo === undefined ? "" : signed(pl.elo);
      var ci = pl.elo_ci ? "[" + signed(pl.elo_ci[0]) + ", " + signed(pl.elo_ci[1]) + "]" : "";
      html += row([text(pl.name), pl.games, pl.score.toFixed(2), pl.wins, pl.draws, pl.losses, elo, ci, faultsOf(pl), pl.max_time_s.toFixed(2) + " s"]);
    });
    return html + "</table>";
  }

  function tuneSummary(st) {
    var pr = st.params, now = pr.path.length ? pr.path[pr.path.length - 1] : [];
    var html = '<p>iterations (pairs) done: ' + (pr.done.length ? pr.done[pr.done.length - 1] : 0) + " of " + st.total / 2 + "</p>";
    html += '<table id="table">' + head(["parameter", "default", "now", "min", "max", "step"]);
    pr.params.forEach(function (p, i) {
      html += row([text(p.name), p.value, now.length ? (+now[i].toFixed(3)) : "", p.min, p.max, p.step]);
    });
    return html + "</table>";
  }

  function solveSummary(st) {
    var s = st.solve;
    return '<p id="line-0">' + esc("total " + s.total + " (" + s.scoring + " scoring) over " + s.boards.length + " boards") + "</p>";
  }

  function plots(st) {
    var out = [];
    var c = st.curve || [];
    if (st.kind === "match" && c.length) {
      var n = c.map(function (p) { return p.n; });
      out.push(plot({ id: "elo", title: "Elo after each game (band: its 95% interval)", xlabel: "games", ylabel: "Elo", zero: true,
        series: [{ name: "Elo", x: n, y: c.map(function (p) { return p.elo; }) }],
        bands: [{ cls: "s0", x: n, lo: c.map(function (p) { return p.elo_ci[0]; }), hi: c.map(function (p) { return p.elo_ci[1]; }) }] }));
      out.push(plot({ id: "nelo", title: "normalized Elo after each game (band: its 95% interval)", xlabel: "games", ylabel: "nElo", zero: true,
        series: [{ name: "nElo", cls: "s1", x: n, y: c.map(function (p) { return p.nelo; }) }],
        bands: [{ cls: "s1", x: n, lo: c.map(function (p) { return p.nelo_ci[0]; }), hi: c.map(function (p) { return p.nelo_ci[1]; }) }] }));
      if (st.sprt) {
        out.push(plot({ id: "llr", title: "LLR of the SPRT [" + st.sprt.elo0 + ", " + st.sprt.elo1 + "] against its bounds", xlabel: "games", ylabel: "LLR", zero: true,
          series: [{ name: "LLR", cls: "s2", x: n, y: c.map(function (p) { return p.llr; }) }],
          rules: [{ y: st.sprt.lower, label: "H0 " + st.sprt.lower.toFixed(2) }, { y: st.sprt.upper, label: "H1 " + st.sprt.upper.toFixed(2) }] }));
      }
    }
    if (st.params && st.params.path.length) {
      var pr = st.params;
      pr.params.forEach(function (p, i) {
        out.push(plot({ id: "param-" + p.name, title: p.name + " (default " + p.value + ")", xlabel: "iterations", ylabel: "value", w: 360, h: 220,
          series: [{ name: p.name, cls: "s" + (i % 8), x: pr.done, y: pr.path.map(function (v) { return v[i]; }) }],
          rules: [{ y: p.value, label: "default" }] }));
      });
    }
    if (st.solve && st.solve.boards.length) {
      var bs = st.solve.boards;
      out.push(plot({ id: "board-scores", title: "score per board", xlabel: "board", ylabel: "score",
        series: [{ name: "score", x: bs.map(function (b) { return b.board; }), y: bs.map(function (b) { return b.score; }) }] }));
    }
    var t = st.times || [];
    if (t.length) {
      var step = Math.max(1, (st.games || t.length) / t.length);
      out.push(plot({ id: "times", title: "thinking time per game, both players", xlabel: "games", ylabel: "seconds",
        series: [{ name: "time", cls: "s4", x: t.map(function (_, i) { return Math.round((i + 1) * step); }), y: t }] }));
    }
    return out.join("");
  }

  function workers(st) {
    var html = head(["worker", "host", "games at once", "games played", "games/min", "last seen", "holds now", "status"]);
    st.workers.forEach(function (w) {
      html += row([text(w.name), text(w.host), w.concurrency, w.played, w.per_min.toFixed(1), w.last_s.toFixed(0) + " s ago",
        text(w.holding || "-"), { html: esc(w.status), cls: "status text" }], w.status);
    });
    return html;
  }

  function faults(st) {
    return st.faults.map(function (f) {
      var what = "game " + f.game + ": " + f.player + " ";
      var html = '<li class="fault" data-game="' + f.game + '">' + esc(what) + '<span class="kind">' + esc(f.kind) + "</span>" +
        esc((f.detail ? ": " + f.detail : "") + (f.move ? " (move " + f.move + ")" : ""));
      if (f.stderr_tail) { html += '<pre class="stderr">' + esc(f.stderr_tail) + "</pre>"; }
      return html + "</li>";
    }).join("");
  }

  function boards(st) {
    var html = head(["board", "score", "moves", "lines", "last at", "fault"]);
    st.solve.boards.forEach(function (b) {
      html += row([b.board, b.score, b.moves, b.lines, b.last_s.toFixed(2) + " s", b.fault ? { html: esc(b.fault + ": " + (b.detail || "")), cls: "fault" } : "-"]);
    });
    return html;
  }

  function games(st) {
    var html = head(["game", "first", "second", "scores", "moves", "thinking time", "faults", ""]);
    st.recent.forEach(function (g) {
      var link = g.replay ? { html: '<a class="replay" href="game/' + g.index + q + '">replay</a>', cls: "text" } : "";
      html += row([g.index, text(g.sides[0] + ": " + g.players[0]), text(g.sides[1] + ": " + g.players[1]), g.scores[0] + " - " + g.scores[1],
        g.moves, g.time_s[0].toFixed(2) + " s, " + g.time_s[1].toFixed(2) + " s",
        g.faults ? { html: esc(g.faults.join(", ")), cls: "fault" } : "", link], g.index > lastTop && lastTop >= 0 ? "fresh" : "");
    });
    return html;
  }

  // put makes el's content html, changing only what differs: a node of
  // another kind is replaced, text and attributes are set in place, so
  // that the browser lays out and draws again only what changed (a page
  // rebuilt whole each second takes a processor from the players).
  function put(el, html) {
    if (el.drawn === html) { return; }
    el.drawn = html;
    var fresh = el.cloneNode(false);
    fresh.innerHTML = html;
    morphChildren(el, fresh);
  }
  function morphChildren(old, neu) {
    var next = Array.prototype.slice.call(neu.childNodes);
    for (var i = 0; i < next.length; i++) {
      var o = old.childNodes[i];
      if (o) { morph(o, next[i]); } else { old.appendChild(next[i]); }
    }
    while (old.childNodes.length > next.length) { old.removeChild(old.lastChild); }
  }
  function morph(o, n) {
    if (o.nodeType !== n.nodeType || o.nodeName !== n.nodeName) {
      o.parentNode.replaceChild(n, o);
      return;
    }
    if (o.nodeType !== 1) {
      if (o.nodeValue !== n.nodeValue) { o.nodeValue = n.nodeValue; }
      return;
    }
    var i, a;
    for (i = 0; i < n.attributes.length; i++) {
      a = n.attributes[i];
      if (o.getAttribute(a.name) !== a.value) { o.setAttribute(a.name, a.value); }
    }
    for (i = o.attributes.length - 1; i >= 0; i--) {
      if (!n.hasAttribute(o.attributes[i].name)) { o.removeAttribute(o.attributes[i].name); }
    }
    morphChildren(o, n);
  }

  function show(id, on, html) {
    var sec = document.getElementById(id + "-section");
    if (sec) { sec.hidden = !on; }
    if (on) { put(document.getElementById(id), html); }
  }

  function render(st) {
    state = st;
    document.body.setAttribute("data-games", st.games);
    document.body.setAttribute("data-version", st.version);
    document.body.setAttribute("data-over", st.over);
    document.getElementById("status").textContent = statusLine(st);
    var sum = "";
    if (st.match) { sum = matchSummary(st); }
    if (st.tournament) { sum = tournamentSummary(st); }
    if (st.params) { sum = tuneSummary(st); }
    if (st.solve) { sum = solveSummary(st); }
    put(document.getElementById("summary"), sum);
    put(document.getElementById("plots"), plots(st));
    show("workers", !!st.workers, st.workers ? workers(st) : "");
    document.getElementById("faults-title").textContent = "Faults (" + st.fault_count + ")";
    show("faults", st.fault_count > 0, faults(st));
    show("boards", !!st.solve, st.solve ? boards(st) : "");
    show("games", st.recent.length > 0, games(st));
    if (st.recent.length) { lastTop = st.recent[0].index; }
  }

  render(state);
  if (!live || state.over) {
    return;
  }

  // Follow the run: one read of /state.json at a time, at most one a
  // second (a fast run's games end many times a second: the page must not
  // take the players' processor), and one more if events came meanwhile.
  var busy = false, again = false, last = 0, GAP = 1000;
  function refresh() {
    if (busy) { again = true; return; }
    busy = true;
    var wait = Math.max(0, last + GAP - Date.now());
    setTimeout(function () {
      last = Date.now();
      fetch("state.json" + q, { cache: "no-store" }).then(function (r) { return r.json(); }).then(function (st) {
        if (!state.over) { render(st); }
      }).catch(function () {}).then(function () {
        busy = false;
        if (again) { again = false; refresh(); }
      });
    }, wait);
  }
  // Events no closer than the page draws (a fast run ends many games a
  // second, each an event to the browser otherwise).
  var es = new EventSource("events" + (q ? q + "&" : "?") + "gap=500ms");
  ["game", "state", "beat"].forEach(function (e) { es.addEventListener(e, refresh); });
  es.addEventListener("over", function (e) {
    es.close();
    render(JSON.parse(e.data));
  });
  es.onerror = function () {
    if (!state.over) {
      document.getElementById("status").textContent = statusLine(state) + "  ·  (connection lost: retrying)";
    }
  };
})();
