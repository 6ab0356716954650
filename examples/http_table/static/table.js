// One page, no framework: sit down at a new table against bots, then play through the API.
// The seat's token lives in this tab's sessionStorage and goes with every seat request.
"use strict";

const $ = (id) => document.getElementById(id);
let seat = JSON.parse(sessionStorage.getItem("studpoker-seat") || "null");
let latest = null;
// Requests run one after another: a click made while a refresh is under way waits for it
// rather than being lost, and a refresh is skipped while anything is pending.
let queue = Promise.resolve();
let pending = 0;

async function call(method, path, body) {
  const headers = { "Content-Type": "application/json" };
  if (seat) headers.Authorization = "Bearer " + seat.token;
  const response = await fetch(path, {
    method, headers, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await response.json();
  if (!response.ok) throw new Error((data.error && data.error.message) || response.statusText);
  return data;
}

function run(task) {
  pending++;
  queue = queue.then(async () => {
    $("error").textContent = "";
    try {
      await task();
    } catch (err) {
      $("error").textContent = err.message;
    } finally {
      pending--;
    }
  });
  return queue;
}

async function start(event) {
  event.preventDefault();
  await run(async () => {
    const bots = {};
    const kinds = ["steady", "calling_station", "random_kind"];
    const count = Number($("bots").value);
    for (let i = 1; i <= count; i++) bots[i] = kinds[(i - 1) % kinds.length];
    const chips = Number($("chips").value);
    const table = await call("POST", "/tables", {
      game: $("game").value, seats: count + 1, bots, chips,
    });
    const joined = await call("POST", `/tables/${table.id}/join`, {
      seat: 0, chips, name: $("name").value,
    });
    seat = { table: table.id, token: joined.token };
    sessionStorage.setItem("studpoker-seat", JSON.stringify(seat));
    render(await call("POST", `/tables/${seat.table}/deal`));
  });
}

function cardElement(text, own) {
  const span = document.createElement("span");
  span.className = "card";
  if (text === null) {
    span.classList.add("down");
    span.textContent = "??";
  } else {
    span.textContent = text.replace("T", "10").slice(0, -1) + { c: "\u2663", d: "\u2666", h: "\u2665", s: "\u2660" }[text.slice(-1)];
    if ("dh".includes(text.slice(-1))) span.classList.add("red");
    if (own) span.classList.add("hole");
  }
  return span;
}

function nameOf(state, handSeat) {
  const tableSeat = state.table.hand_seats[handSeat];
  const info = state.table.seats[tableSeat];
  return (info && info.name) || `seat ${tableSeat}`;
}

function describe(state, record) {
  const who = record.seat === undefined ? "" : nameOf(state, record.seat) + ": ";
  const time = record.by_default ? " (time ran out)" : "";
  const allIn = record.all_in ? " (all-in)" : "";
  switch (record.event) {
    case "ante_posted": return `${who}antes ${record.amount}${allIn}`;
    case "card_dealt":
      return `${who}dealt ${record.card || "a card"} ${record.up ? "up" : "down"}`;
    case "community_card_dealt": return `community card ${record.card}`;
    case "card_burned": return null;
    case "round_started": return `betting round ${record.round + 1}`;
    case "bring_in_posted": return `${who}brings in for ${record.amount}${allIn}${time}`;
    case "folded": return `${who}folds${time}`;
    case "checked": return `${who}checks${time}`;
    case "called": return `${who}calls ${record.amount}${allIn}`;
    case "completed_bet_raised": return `${who}${record.kind}s to ${record.to}${allIn}`;
    case "cards_shown": return `${who}shows ${record.cards.map((c) => c || "??").join(" ")}${time}`;
    case "cards_mucked": return `${who}mucks${time}`;
    case "winner_showed": return `${who}shows ${record.cards.join(" ")}`;
    case "chips_returned": return `${who}${record.amount} returned`;
    case "turn_up_chosen":
      return record.cards.includes(null)
        ? `${who}chooses a card to turn up${time}`
        : `${who}chooses ${record.cards.join(" ")} to turn up${time}`;
    case "turn_ups_revealed":
      return "turned up: " + record.seats.map((s, i) => `${nameOf(state, s)} ${record.cards[i]}`).join(", ");
    case "pot_awarded":
      return `pot ${record.pot + 1} (${record.amount}) to ` + record.winners.map((s) => nameOf(state, s)).join(", ");
    default: return record.event;
  }
}

function render(state) {
  latest = state;
  $("lobby").hidden = true;
  $("room").hidden = false;
  const view = state.view;
  const table = state.table;
  $("hand-number").textContent = state.hand_number || "-";
  $("pot").textContent = view ? view.pots.reduce((sum, pot) => sum + pot.amount, 0) : 0;

  const seats = $("seats");
  seats.replaceChildren();
  for (const info of table.seats) {
    if (info.name === null) continue;
    const handSeat = table.hand_seats.indexOf(info.seat);
    const box = document.createElement("div");
    box.className = "seat";
    box.id = `seat-${info.seat}`;
    if (info.seat === state.seat) box.classList.add("me");
    if (table.actor === info.seat || (table.actors || []).includes(info.seat)) box.classList.add("to-act");
    const title = document.createElement("div");
    title.className = "name";
    title.textContent = info.name + (table.dealer === info.seat ? " (D)" : "") + (info.bot ? " (bot)" : "");
    const stack = document.createElement("div");
    stack.className = "stack";
    const shownStack = view && handSeat >= 0 ? view.stacks[handSeat] : info.stack;
    stack.textContent = `stack ${shownStack}` + (view && handSeat >= 0 && view.committed[handSeat] ? `, in pot ${view.committed[handSeat]}` : "");
    const cards = document.createElement("div");
    cards.className = "cards";
    if (view && handSeat >= 0) {
      if (!view.in_hand[handSeat]) box.classList.add("folded");
      for (const card of view.hole_cards[handSeat]) cards.append(cardElement(card, handSeat === state.hand_seat));
      for (const card of view.up_cards[handSeat]) cards.append(cardElement(card, false));
    }
    box.append(title, stack, cards);
    seats.append(box);
  }

  const actions = $("actions");
  actions.replaceChildren();
  for (const option of state.options) {
    const button = document.createElement("button");
    button.type = "button";
    // a turn-up names its card (flip stud: one button per card the seat may turn up)
    const turnUp = option.kind === "turn_up";
    button.id = turnUp ? `act-${option.notation.replace(/\s+/g, "-")}` : `act-${option.kind}`;
    button.textContent = option.label;
    let amount = null;
    if (option.min_to !== option.max_to) {
      amount = document.createElement("input");
      amount.type = "number";
      amount.id = `amount-${option.kind}`;
      amount.min = option.min_to;
      amount.max = option.max_to;
      amount.value = option.min_to;
      button.textContent = option.kind + " to";
    }
    button.addEventListener("click", () => run(async () => {
      const body = turnUp ? { action: option.notation } : { option: option.kind };
      if (amount) body.to = Number(amount.value);
      render(await call("POST", `/tables/${seat.table}/act`, body));
    }));
    actions.append(button);
    if (amount) actions.append(amount);
  }

  let status;
  if (!view) status = "No hand yet.";
  else if (view.is_over) {
    const won = view.payouts.map((chips, s) => (chips ? `${nameOf(state, s)} wins ${chips}` : null)).filter(Boolean);
    status = `Hand over: ${won.join(", ")}.`;
  } else if (state.options.length) {
    status = state.options[0].kind === "turn_up" ? "Your turn: choose a card to turn up." : "Your turn.";
  } else if (table.actor !== null) status = `Waiting for ${table.seats[table.actor].name}.`;
  else status = `Waiting for ${(table.actors || []).map((s) => table.seats[s].name).join(", ")} to turn up a card.`;
  $("status").textContent = status;
  $("deal").hidden = table.in_hand;
  $("show").hidden = !state.can_show;

  const log = $("log");
  log.replaceChildren();
  if (view) {
    for (const record of view.history) {
      const line = describe(state, record);
      if (line === null) continue;
      const item = document.createElement("li");
      item.textContent = line;
      log.append(item);
    }
  }
}

async function refresh() {
  if (!seat || pending) return;
  await run(async () => {
    render(await call("GET", `/tables/${seat.table}/view`));
    const table = latest.table;
    // another person's clock ran out: ask the room to play their default action
    const waiting = table.actor !== null ? [table.actor] : (table.actors || []);
    if (table.in_hand && waiting.length && !waiting.includes(latest.seat)
        && table.turn_deadline !== null && Date.now() / 1000 > table.turn_deadline) {
      render(await call("POST", `/tables/${seat.table}/timeout`));
    }
  });
}

async function init() {
  const games = await call("GET", "/games");
  for (const game of games.games) {
    const option = document.createElement("option");
    option.value = option.textContent = game;
    $("game").append(option);
  }
  $("new-table").addEventListener("submit", start);
  $("deal").addEventListener("click", () => run(async () => render(await call("POST", `/tables/${seat.table}/deal`))));
  $("show").addEventListener("click", () => run(async () => render(await call("POST", `/tables/${seat.table}/show`))));
  $("leave").addEventListener("click", () => run(async () => {
    await call("POST", `/tables/${seat.table}/leave`);
    sessionStorage.removeItem("studpoker-seat");
    seat = null;
    $("room").hidden = true;
    $("lobby").hidden = false;
  }));
  if (seat) await refresh();
  setInterval(refresh, 2000);
}

init().catch((err) => { $("error").textContent = err.message; });
