// The sit-and-go page: register against bots, then play through the API until the end; the
// level, the levels to come and the places are shown from the public answer. The entry's token
// lives in this tab's sessionStorage and goes with every entry request.
"use strict";

const $ = (id) => document.getElementById(id);
let entry = JSON.parse(sessionStorage.getItem("studpoker-sng") || "null");
let busy = false;

async function call(method, path, body) {
  const headers = { "Content-Type": "application/json" };
  if (entry) headers.Authorization = "Bearer " + entry.token;
  const response = await fetch(path, {
    method, headers, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await response.json();
  if (!response.ok) throw new Error((data.error && data.error.message) || response.statusText);
  return data;
}

async function run(task) {
  if (busy) return;
  busy = true;
  $("error").textContent = "";
  try {
    await task();
  } catch (err) {
    $("error").textContent = err.message;
  } finally {
    busy = false;
  }
}

function stakes(level) {
  return `ante ${level.ante}, bring-in ${level.bring_in}, bets ${level.small_bet}/${level.big_bet}`;
}

function entrantName(sng, number) {
  const found = sng.entries[number];
  return (found && found.name) || `entry ${number}`;
}

function cards(list) {
  return (list || []).map((card) => (card === null ? "??" : card)).join(" ");
}

function render(state) {
  const sng = state.sit_and_go;
  $("lobby").hidden = true;
  $("room").hidden = false;
  if (sng.status === "over") {
    $("status").textContent = "The sit-and-go is over.";
  } else if (state.options.length) {
    $("status").textContent = "Your turn.";
  } else {
    $("status").textContent = `Hand ${sng.hands_played}: waiting.`;
  }
  if (sng.level) {
    const left = sng.level_seconds_left === null ? "" : ` (${Math.ceil(sng.level_seconds_left)} s left)`;
    $("level").textContent = `Level ${sng.level.number}: ${stakes(sng.level)}${left}`;
    $("to-come").replaceChildren(...sng.levels_to_come.map((level) => {
      const item = document.createElement("li");
      item.textContent = `Level ${level.number}: ${stakes(level)}`;
      return item;
    }));
    $("standings").replaceChildren(...sng.standings.map((row) => {
      const line = document.createElement("tr");
      for (const text of [row.place === null ? "-" : row.place, row.name, row.chips, row.prize]) {
        const cell = document.createElement("td");
        cell.textContent = String(text);
        line.append(cell);
      }
      return line;
    }));
  }
  const view = state.view;
  $("seats").replaceChildren();
  if (view) {
    view.up_cards.forEach((up, handSeat) => {
      const line = document.createElement("p");
      const who = entrantName(sng, sng.hand_entries[handSeat]);
      line.textContent = `${who}: ${cards(view.hole_cards[handSeat])} | ${cards(up)} (${view.stacks[handSeat]})`;
      $("seats").append(line);
    });
  }
  $("actions").replaceChildren(...state.options.map((option) => {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = option.label;
    button.addEventListener("click", () => run(async () => {
      render(await call("POST", `/sit_and_gos/${entry.id}/act`, { action: option.notation }));
    }));
    return button;
  }));
}

async function register(event) {
  event.preventDefault();
  await run(async () => {
    const entrants = Number($("entrants").value);
    const bots = {};
    const kinds = ["steady", "calling_station", "random_kind"];
    for (let i = 1; i < entrants; i++) bots[i] = kinds[(i - 1) % kinds.length];
    const sng = await call("POST", "/sit_and_gos", {
      game: $("game").value, entrants, bots, level_minutes: Number($("minutes").value),
    });
    const joined = await call("POST", `/sit_and_gos/${sng.id}/join`, { name: $("name").value });
    entry = { id: sng.id, token: joined.token };
    sessionStorage.setItem("studpoker-sng", JSON.stringify(entry));
    render(await call("GET", `/sit_and_gos/${entry.id}/view`));
  });
}

async function refresh() {
  if (!entry) return;
  await run(async () => {
    const state = await call("GET", `/sit_and_gos/${entry.id}/view`);
    render(state);
    const deadline = state.sit_and_go.turn_deadline;
    if (deadline !== null && !state.options.length && Date.now() / 1000 > deadline) {
      render(await call("POST", `/sit_and_gos/${entry.id}/timeout`));
    }
  });
}

async function init() {
  const games = await call("GET", "/games");
  $("game").replaceChildren(...games.games.map((name) => {
    const option = document.createElement("option");
    option.value = option.textContent = name;
    option.selected = name === "seven_card_stud";
    return option;
  }));
  $("new-sng").addEventListener("submit", register);
  await refresh();
  setInterval(refresh, 2000);
}

init();
