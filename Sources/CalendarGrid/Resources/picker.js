// CalendarGrid's date picker for the month tables that `calgrid --format html --interactive`
// (HTMLRenderer with a picker) writes. No dependencies, no build step: an ES module that the
// page inlines. It follows the WAI-ARIA Authoring Practices grid pattern (one tab stop,
// roving tabindex) and the selection rules of CalendarGrid's DateSelection.
//
// The page says everything the script needs: each day is a <td data-date="YYYY-MM-DD"> with
// aria-label (the full date), aria-disabled and aria-selected; the root element
// [data-calgrid-picker] holds a JSON configuration (mode, read-only, messages) and a form
// field that keeps the selection as ISO dates separated by commas.

const DAY = 86400000;

function isoToTime(iso) {
  const [y, m, d] = iso.split("-").map(Number);
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  return date.getTime();
}

function timeToIso(time) {
  const date = new Date(time);
  const y = date.getUTCFullYear();
  const year = y < 0 ? "-" + String(-y).padStart(4, "0") : String(y).padStart(4, "0");
  return `${year}-${String(date.getUTCMonth() + 1).padStart(2, "0")}-${String(date.getUTCDate()).padStart(2, "0")}`;
}

function addDays(iso, days) {
  return timeToIso(isoToTime(iso) + days * DAY);
}

/** Every day from `a` to `b` (ISO dates, either order), in order. */
function span(a, b) {
  const [from, to] = a < b ? [a, b] : [b, a];
  const days = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

class Picker {
  constructor(root) {
    this.root = root;
    const config = JSON.parse(root.querySelector("script.calgrid-config")?.textContent || "{}");
    this.mode = config.mode || "single";
    this.readOnly = Boolean(config.readOnly);
    this.messages = Object.assign({
      selected: "selected", unselected: "not selected", disabled: "not available",
      readOnly: "read only: nothing changes", rangeStart: "start of range; choose its end",
      rangeSelected: "range selected", rangeCleared: "range cleared",
      rangeIncludesDisabled: "a range cannot include {date}; choose another end",
      noEvents: "no events", announcement: "{date}: {message}",
    }, config.messages || {});
    this.rtl = getComputedStyle(root).direction === "rtl";
    this.field = root.querySelector("input.calgrid-field");
    this.status = root.querySelector(".calgrid-status");
    this.panel = root.querySelector(".calgrid-day-events");
    this.tables = Array.from(root.querySelectorAll("table.calgrid-month"));
    this.cells = new Map();
    for (const cell of root.querySelectorAll("td[data-date]:not(.calgrid-outside)")) {
      this.cells.set(cell.dataset.date, cell);
    }
    this.selected = new Set();
    this.anchor = null;
    this.range = null;
    for (const [date, cell] of this.cells) {
      if (cell.getAttribute("aria-selected") === "true") this.selected.add(date);
      if (cell.classList.contains("calgrid-range-start") && !cell.classList.contains("calgrid-range-end")
          && this.mode === "range") this.anchor = date;
    }
    if (this.mode === "range" && this.selected.size > 1) {
      const dates = [...this.selected].sort();
      this.range = [dates[0], dates[dates.length - 1]];
      this.anchor = null;
    }
    const first = [...this.selected].sort().find((date) => this.cells.has(date))
      || root.querySelector('td[aria-current="date"]')?.dataset.date
      || [...this.cells.keys()].find((date) => this.enabled(date))
      || this.cells.keys().next().value;
    for (const cell of this.cells.values()) cell.tabIndex = -1;
    this.focused = first;
    if (first) this.cells.get(first).tabIndex = 0;
    this.showEvents(first);
    root.addEventListener("keydown", (event) => this.onKey(event));
    root.addEventListener("click", (event) => {
      const cell = event.target.closest("td[data-date]");
      if (!cell || !this.cells.has(cell.dataset.date)) return;
      this.focus(cell.dataset.date);
      this.toggle(cell.dataset.date);
    });
    this.write();
  }

  enabled(date) {
    const cell = this.cells.get(date);
    return Boolean(cell) && cell.getAttribute("aria-disabled") !== "true";
  }

  focus(date) {
    const cell = this.cells.get(date);
    if (!cell) return false;
    const old = this.cells.get(this.focused);
    if (old) old.tabIndex = -1;
    cell.tabIndex = 0;
    cell.focus();
    this.focused = date;
    this.showEvents(date);
    return true;
  }

  /** The panel under the grid: the focused day's full date and its events. */
  showEvents(date) {
    const cell = this.cells.get(date);
    if (!this.panel || !cell) return;
    const heading = document.createElement("h2");
    heading.textContent = (cell.getAttribute("aria-label") || date).split("; ")[0];
    const list = cell.querySelector("ul.calgrid-events");
    let body;
    if (list) {
      body = list.cloneNode(true);
    } else {
      body = document.createElement("p");
      body.textContent = this.messages.noEvents;
    }
    this.panel.replaceChildren(heading, body);
  }

  /** The focusable cells of the focused cell's row, in the order of the row. */
  row() {
    const cell = this.cells.get(this.focused);
    return Array.from(cell.parentElement.querySelectorAll("td[data-date]")).filter((td) => this.cells.has(td.dataset.date));
  }

  /** The same day of the month `step` tables away, or the month's last day if it is shorter. */
  monthStep(step) {
    const cell = this.cells.get(this.focused);
    const index = this.tables.indexOf(cell.closest("table"));
    const target = this.tables[index + step];
    if (!target) return null;
    const here = Array.from(this.tables[index].querySelectorAll("td[data-date]:not(.calgrid-outside)"));
    const there = Array.from(target.querySelectorAll("td[data-date]:not(.calgrid-outside)"));
    const position = Math.min(here.indexOf(cell), there.length - 1);
    return there[position]?.dataset.date ?? null;
  }

  onKey(event) {
    if (!event.target.closest("td[data-date]") || !this.focused) return;
    const forward = this.rtl ? -1 : 1;
    let target = null;
    switch (event.key) {
      case "ArrowRight": target = addDays(this.focused, forward); break;
      case "ArrowLeft": target = addDays(this.focused, -forward); break;
      case "ArrowDown": target = addDays(this.focused, 7); break;
      case "ArrowUp": target = addDays(this.focused, -7); break;
      case "Home": target = this.row()[0]?.dataset.date; break;
      case "End": { const row = this.row(); target = row[row.length - 1]?.dataset.date; break; }
      case "PageUp": target = this.monthStep(-1); break;
      case "PageDown": target = this.monthStep(1); break;
      case "Escape":
        // A range begun and not finished is dropped.
        if (this.mode !== "range" || !this.anchor) return;
        event.preventDefault();
        if (this.enabled(this.anchor)) this.set(this.anchor, false);
        this.anchor = null;
        this.write();
        this.announce(this.focused, this.messages.rangeCleared);
        return;
      case "Enter": case " ": case "Spacebar":
        event.preventDefault();
        this.toggle(this.focused);
        return;
      default: return;
    }
    event.preventDefault();
    if (target) this.focus(target);
  }

  announce(date, message) {
    const name = this.cells.get(date)?.getAttribute("aria-label") || date;
    // Functions as replacements, so that a `$&` in a text stays literal.
    if (this.status) {
      this.status.textContent = this.messages.announcement
        .replace("{date}", () => name).replace("{message}", () => message);
    }
  }

  set(date, selected) {
    if (selected) this.selected.add(date); else this.selected.delete(date);
  }

  /** A tap on a day, with DateSelection's rules. */
  toggle(date) {
    if (this.readOnly) return this.announce(date, this.messages.readOnly);
    if (!this.enabled(date)) return this.announce(date, this.messages.disabled);
    const wasSelected = this.selected.has(date);
    let message;
    if (this.mode === "multiple") {
      this.set(date, !wasSelected);
      message = wasSelected ? this.messages.unselected : this.messages.selected;
    } else if (this.mode === "single") {
      // Days that are selected but disabled (a booking already made) never change.
      if (!wasSelected) for (const other of [...this.selected]) if (this.enabled(other)) this.set(other, false);
      this.set(date, !wasSelected);
      message = wasSelected ? this.messages.unselected : this.messages.selected;
    } else if (this.range) {
      // A tap inside a complete range clears it; outside, it starts a new one there.
      const [from, to] = this.range;
      for (const day of span(from, to)) if (this.enabled(day)) this.set(day, false);
      this.range = null;
      if (date < from || date > to) {
        this.anchor = date;
        this.set(date, true);
        message = this.messages.rangeStart;
      } else {
        message = this.messages.rangeCleared;
      }
    } else if (this.anchor) {
      if (this.anchor === date) {
        this.set(date, false);
        this.anchor = null;
        message = this.messages.unselected;
      } else {
        const days = span(this.anchor, date);
        const blocked = days.find((day) => !this.enabled(day));
        if (blocked) {
          // Refused, and nothing changes (DateSelection's rule, as calgrid pick follows it):
          // the start stays, for another end; a tap on the start clears it.
          const name = this.cells.get(blocked)?.getAttribute("aria-label") || blocked;
          return this.announce(date, this.messages.rangeIncludesDisabled.replace("{date}", () => name));
        }
        for (const day of days) this.set(day, true);
        this.range = [days[0], days[days.length - 1]];
        this.anchor = null;
        message = this.messages.rangeSelected;
      }
    } else {
      this.anchor = date;
      this.set(date, true);
      message = this.messages.rangeStart;
    }
    this.write();
    this.announce(date, message);
  }

  /** The cells' states and the form field, from the selection. */
  write() {
    const [from, to] = this.range || (this.anchor ? [this.anchor, this.anchor] : [null, null]);
    for (const [date, cell] of this.cells) {
      const selected = this.selected.has(date);
      cell.setAttribute("aria-selected", String(selected));
      cell.classList.toggle("calgrid-selected", selected);
      if (this.mode === "range") {
        cell.classList.toggle("calgrid-range-start", date === from);
        cell.classList.toggle("calgrid-range-end", this.range !== null && date === to);
        cell.classList.toggle("calgrid-in-range", from !== null && date >= from && date <= to);
      }
    }
    if (this.field) this.field.value = [...this.selected].sort().join(",");
    this.root.dispatchEvent(new CustomEvent("calgrid-change", { detail: { dates: [...this.selected].sort() } }));
  }
}

export function attach(root) {
  return new Picker(root);
}

for (const root of document.querySelectorAll("[data-calgrid-picker]")) attach(root);
