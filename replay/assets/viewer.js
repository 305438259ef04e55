// The replay viewer: draws each game's scene once into the SVG, then sets
// every cell's data-state and label from the frame shown, and the frame's
// marks over the board. Step with the buttons, the arrow keys (Home and End
// for the ends, Page Up and Page Down for the previous and next game) and
// the slider; the address's #g=GAME&p=PLY opens a game at a ply.
(function () {
  "use strict";
  var games = JSON.parse(document.getElementById("data").textContent);
  var svg = document.getElementById("board");
  var NS = "http://www.w3.org/2000/svg";
  var slider = document.getElementById("slider");
  var cur = { game: -1, ply: 0, cells: [], labels: [], marks: null };

  function shape(s) {
    var el = document.createElementNS(NS, s.tag);
    for (var k in s.a) {
      el.setAttribute(k, s.a[k]);
    }
    if (s.text) {
      el.textContent = s.text;
    }
    return el;
  }

  function text(id, s) {
    document.getElementById(id).textContent = s;
  }

  function fmtTime(t) {
    return t.toFixed(3) + " s";
  }

  function load(gi) {
    var g = games[gi];
    cur.game = gi;
    while (svg.firstChild) {
      svg.removeChild(svg.firstChild);
    }
    svg.setAttribute("viewBox", "0 0 " + g.scene.w + " " + g.scene.h);
    svg.setAttribute("class", "board " + g.kind);
    document.body.setAttribute("data-kind", g.kind);
    var still = document.createElementNS(NS, "g");
    still.setAttribute("class", "static");
    var cells = document.createElementNS(NS, "g");
    cells.setAttribute("class", "cells");
    cur.cells = [];
    cur.labels = [];
    g.scene.cells.forEach(function (c) {
      var grp = document.createElementNS(NS, "g");
      grp.setAttribute("id", c.id);
      grp.setAttribute("class", "cell");
      var label = null;
      c.shapes.forEach(function (s) {
        var el = shape(s);
        if (s.a["class"] === "label") {
          label = el;
        }
        grp.appendChild(el);
      });
      cells.appendChild(grp);
      cur.cells.push(grp);
      cur.labels.push(label);
    });
    (g.scene.static || []).forEach(function (s) {
      still.appendChild(shape(s));
    });
    cur.marks = document.createElementNS(NS, "g");
    cur.marks.setAttribute("class", "marks");
    var under = document.createElementNS(NS, "g");
    under.setAttribute("class", "under");
    (g.scene.under || []).forEach(function (s) {
      under.appendChild(shape(s));
    });
    svg.appendChild(under);
    svg.appendChild(cells);
    svg.appendChild(still);
    svg.appendChild(cur.marks);
    text("title", g.title + ": " + g.players.join(" vs "));
    text("result", g.result);
    text("score-label", g.score_label);
    var tbody = document.querySelector("#scores tbody");
    tbody.innerHTML = "";
    g.score_names.forEach(function (n, i) {
      var tr = document.createElement("tr");
      var th = document.createElement("th");
      th.textContent = n;
      var td = document.createElement("td");
      td.setAttribute("id", "score-" + i);
      tr.appendChild(th);
      tr.appendChild(td);
      tbody.appendChild(tr);
    });
    var list = document.getElementById("moves");
    list.innerHTML = "";
    g.frames.forEach(function (f, i) {
      var li = document.createElement("li");
      li.setAttribute("data-ply", i);
      li.textContent = i === 0 ? "start" : moveText(g, f);
      li.addEventListener("click", function () {
        show(i);
      });
      list.appendChild(li);
    });
    document.querySelectorAll(".game-link").forEach(function (b) {
      b.classList.toggle("current", Number(b.getAttribute("data-game")) === gi);
    });
    slider.max = g.frames.length - 1;
    show(0);
  }

  // moveText is a move as the list shows it: the side that played it (the
  // heading names each side's player once), the move and its time.
  function moveText(g, f) {
    var names = g.sides || g.players;
    var who = names.length > 1 && f.player >= 0 ? names[f.player] + ": " : "";
    var s = who + f.move;
    if (f.time) {
      s += " (" + fmtTime(f.time) + ")";
    }
    if (f.jury) {
      s += " jury";
    }
    return s;
  }

  function show(ply) {
    var g = games[cur.game];
    ply = Math.max(0, Math.min(g.frames.length - 1, ply));
    cur.ply = ply;
    var f = g.frames[ply];
    for (var i = 0; i < cur.cells.length; i++) {
      cur.cells[i].setAttribute("data-state", f.states.charAt(i));
      if (cur.labels[i] && f.labels) {
        cur.labels[i].textContent = f.labels[i];
      }
    }
    while (cur.marks.firstChild) {
      cur.marks.removeChild(cur.marks.firstChild);
    }
    (f.marks || []).forEach(function (s) {
      cur.marks.appendChild(shape(s));
    });
    f.scores.forEach(function (v, i) {
      text("score-" + i, String(v));
    });
    // The scores are the position's, not the game's end: say which.
    text("score-at", ply === 0 ? "at the start" : "after move " + ply);
    text("move", ply === 0 ? "start position" : "move " + ply + ": " + moveText(g, f));
    text("status", f.status);
    text("fault", f.fault || "");
    text("ply", ply + " / " + (g.frames.length - 1));
    slider.value = ply;
    document.querySelectorAll("#moves li").forEach(function (li) {
      li.classList.toggle("current", Number(li.getAttribute("data-ply")) === ply);
    });
    // Keep the current move in sight by scrolling the list alone: the
    // move's top within the list's content, from the boxes on screen
    // (offsetTop would depend on which ancestor is positioned).
    var list = document.getElementById("moves");
    var li = list.querySelector('li[data-ply="' + ply + '"]');
    if (li) {
      var top = li.getBoundingClientRect().top - list.getBoundingClientRect().top - list.clientTop + list.scrollTop;
      if (top < list.scrollTop || top + li.offsetHeight > list.scrollTop + list.clientHeight) {
        list.scrollTop = Math.max(0, top - list.clientHeight / 2);
      }
    }
    document.body.setAttribute("data-game", cur.game);
    document.body.setAttribute("data-ply", ply);
  }

  document.getElementById("first").addEventListener("click", function () { show(0); });
  document.getElementById("prev").addEventListener("click", function () { show(cur.ply - 1); });
  document.getElementById("next").addEventListener("click", function () { show(cur.ply + 1); });
  document.getElementById("last").addEventListener("click", function () { show(Infinity); });
  slider.addEventListener("input", function () { show(Number(slider.value)); });
  document.querySelectorAll(".game-link").forEach(function (b) {
    b.addEventListener("click", function () { load(Number(b.getAttribute("data-game"))); });
  });
  document.addEventListener("keydown", function (e) {
    if (e.target === slider) {
      return; // the slider handles its own keys
    }
    switch (e.key) {
      case "ArrowRight": show(cur.ply + 1); break;
      case "ArrowLeft": show(cur.ply - 1); break;
      case "Home": show(0); break;
      case "End": show(Infinity); break;
      case "PageDown": if (cur.game + 1 < games.length) { load(cur.game + 1); } break;
      case "PageUp": if (cur.game > 0) { load(cur.game - 1); } break;
      default: return;
    }
    e.preventDefault();
  });

  function fromHash() {
    var m = /g=(\d+)/.exec(location.hash);
    var p = /p=(\d+)/.exec(location.hash);
    var gi = m ? Math.min(games.length - 1, Number(m[1])) : 0;
    if (gi !== cur.game) {
      load(gi);
    }
    if (p) {
      show(Number(p[1]));
    }
  }
  window.addEventListener("hashchange", fromHash);
  if (games.length < 2) {
    document.getElementById("games").hidden = true;
  }
  fromHash();
})();
