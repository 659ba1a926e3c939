// The page (docs/web.md): shows what the core answers (src/web/api.cpp) and sends back the edits its answers
// carry. No rule is decided here; the words are the bundles' (the window's "gui" table and "web").
import createMusterCore from './muster-core.js';

const LANGUAGES = { en: 'English', it: 'Italiano', de: 'Deutsch', fr: 'Français', es: 'Español' };
const KEY = { roster: 'muster.roster', file: 'muster.file', lang: 'muster.lang' };
const $ = (sel) => document.querySelector(sel);

let core, session, state;
let sel = { command: -2, unit: 0 };  // the selected unit (command -1: not in a command; -2: none)
let target = null;                    // the command new units go to (null: the first)

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (v === true) e.setAttribute(k, '');
    else if (v !== false && v != null) e.setAttribute(k, v);
  }
  for (const c of children.flat()) if (c != null) e.append(c);
  return e;
}

/// A message of the window's table without its menu mnemonic and shortcut, or of the page's own.
function t(key, args) {
  const [table, k] = key.includes('.') ? key.split('.') : ['gui', key];
  return session.text(table, k, args ?? null).replace(/&(?=\S)/g, '').replace(/\t.*/, '');
}
const has = (key) => t(key) !== key.split('.').pop();

function browserLanguage() {
  const stored = localStorage.getItem(KEY.lang);
  if (stored && LANGUAGES[stored]) return stored;
  for (const l of navigator.languages ?? [navigator.language]) if (LANGUAGES[l.slice(0, 2)]) return l.slice(0, 2);
  return 'en';
}

// ---- keeping the army: browser storage after every edit, .muster files in and out ----

function keep() {
  localStorage.setItem(KEY.roster, session.save());
}

function changed() {
  keep();
  render();
}

function act(n) {
  if (session.act(n)) changed();
}

function edit(op, { unit = [-1, 0], command = -1, id = '', count = 0, on = true } = {}) {
  if (session.edit(op, unit[0], unit[1], command, id, count, on)) changed();
}

function openText(text, name) {
  const why = session.open(text, name);
  if (why && !state) return showNew(why);
  if (why) return alert(why);
  localStorage.setItem(KEY.file, name);
  sel = { command: -2, unit: 0 };
  changed();
}

/// A typed list (e-mail, forum post, spreadsheet paste) read by the core's text reader into a new army.
function importText(text, name) {
  const read = JSON.parse(session.importText(text, name));
  if (read.opened) {
    localStorage.removeItem(KEY.file);
    sel = { command: -2, unit: 0 };
    target = null;
    changed();
  }
  if (read.opened && !read.findings.length) return $('#dialog').open && $('#dialog').close();
  dialog(t('web.import'), el('p', {}, read.opened ? t('web.import_opened') : t('web.import_failed')),
    el('ul', { class: 'import-findings' }, read.findings.map((f) => el('li', { class: 'finding ' + f.severity },
      el('span', { class: 'severity' }, t(f.severity)), ' ', f.line ? t('web.import_line', { line: f.line }) + ' ' : '', f.text))));
}

const TYPED = /\.(txt|text|md|markdown|eml)$/i;

async function openFile(file) {
  if (!file) return;
  const text = await file.text();
  if (TYPED.test(file.name)) importText(text, file.name);
  else openText(text, file.name);
}

function download(name, text, type) {
  const a = el('a', { href: URL.createObjectURL(new Blob([text], { type })), download: name });
  document.body.append(a);
  a.click();
  a.remove();
}

function fileName(ext) {
  const stored = localStorage.getItem(KEY.file);
  const base = (stored || state.name || state.list).replace(/\.muster$/, '').replace(/[\\/:*?"<>|]+/g, '-');
  return base + ext;
}

// ---- the parts of the page ----

function refusedText(c) {
  return c.causes.length ? t('choice_refused', { item: c.name }) + ': ' + c.causes.join('; ') : '';
}

function choiceButton(c, label, extra = {}) {
  const reason = refusedText(c);
  return el('button', { class: 'choice' + (c.allowed ? '' : ' refused'), disabled: !c.allowed, title: reason || null,
    'aria-description': reason || null, 'data-id': c.id, onclick: () => act(c.act), ...extra },
  label, reason ? el('small', { class: 'why' }, reason) : null);
}

function cost(points) {
  if (!state.countsPoints) return '';
  return points === 0 ? t('cost_free') : points > 0 ? t('cost_plus', { points }) : t('cost_minus', { points: -points });
}

function bar() {
  const pct = state.budget > 0 ? Math.min(100, Math.round((100 * state.total) / state.budget)) : 0;
  const over = state.countsPoints && state.total > state.budget;
  return [
    el('p', { class: 'verdict ' + (state.legal ? 'legal' : 'illegal') }, state.verdict),
    state.countsPoints ? el('div', { class: 'points' + (over ? ' over' : '') },
      el('progress', { max: 100, value: pct, 'aria-label': t('budget') }),
      el('span', {}, t('points', { points: state.total, budget: state.budget }))) : null,
    el('p', { class: 'values' }, state.values.map((v) => el('span', {}, `${v.name}: ${v.value}`))),
    el('p', { id: 'kept', class: 'kept' }),
  ];
}

function tools() {
  const undo = state && state.undo ? (has('edit_' + state.undo) ? t('menu_undo_named', { edit: t('edit_' + state.undo) }) : t('menu_undo')) : t('menu_undo');
  const redo = state && state.redo ? (has('edit_' + state.redo) ? t('menu_redo_named', { edit: t('edit_' + state.redo) }) : t('menu_redo')) : t('menu_redo');
  const lang = el('select', { id: 'language', 'aria-label': t('menu_language_title'),
    onchange: (e) => { localStorage.setItem(KEY.lang, e.target.value); setLanguage(e.target.value); } },
  Object.entries(LANGUAGES).map(([code, name]) => el('option', { value: code, selected: session.language().startsWith(code) || (code === 'en' && session.language() === 'root') }, name)));
  return [
    el('button', { id: 'new', onclick: () => showNew() }, t('new_title')),
    el('button', { id: 'open', onclick: () => $('#file').click() }, t('web.open_file')),
    state ? el('button', { id: 'save', onclick: () => download(fileName('.muster'), session.save(), 'application/xml') }, t('web.save_file')) : null,
    el('button', { id: 'import', onclick: showImport }, t('web.import')),
    state ? el('button', { id: 'export', onclick: showExport }, t('web.export')) : null,
    state ? el('button', { id: 'print', onclick: showPrint }, t('web.print')) : null,
    state ? el('button', { id: 'undo', disabled: !state.undo, onclick: () => session.undo() && changed(), 'aria-keyshortcuts': 'Control+Z' }, undo) : null,
    state ? el('button', { id: 'redo', disabled: !state.redo, onclick: () => session.redo() && changed(), 'aria-keyshortcuts': 'Control+Y' }, redo) : null,
    state ? el('button', { id: 'suggest', title: t('suggest_tip'), onclick: () => showAdvice('complete') }, t('button_suggest')) : null,
    state && !state.legal ? el('button', { id: 'repair', onclick: () => showAdvice('repair') }, t('web.repair')) : null,
    lang,
  ];
}

function armyPane() {
  const groups = el('table', { class: 'groups' },
    el('thead', {}, el('tr', {}, el('th', {}, t('col_unit')), el('th', {}, t('col_taken')))),
    el('tbody', {}, state.groups.map((g) => el('tr', { class: g.state },
      el('td', {}, g.name),
      el('td', {}, g.state === 'short' ? t('taken_need', { taken: g.taken, min: g.min, max: g.max, need: g.min - g.taken })
        : g.state === 'over' ? t('taken_over', { taken: g.taken, min: g.min, max: g.max, excess: g.taken - g.max })
          : t('taken', { taken: g.taken, min: g.min, max: g.max }))))));
  const targets = el('select', { id: 'target', 'aria-label': t('web.add_to'), onchange: (e) => { target = +e.target.value; render(); } },
    state.commands.map((c) => el('option', { value: c.index, selected: target === c.index }, commandTitle(c))),
    el('option', { value: -1, selected: target === -1 }, t('unassigned')));
  return el('section', { id: 'list', 'aria-label': t('army_list') },
    el('h2', {}, t('army_list_named', { list: state.listName, from: String(state.from), to: String(state.to) })),
    el('label', {}, t('web.add_to') + ' ', targets),
    el('ul', { class: 'entries' }, state.entries.map((c) => el('li', {}, choiceButton(c, `${c.name} ${cost(c.points)}`, { 'data-profile': c.id })))),
    groups);
}

function commandTitle(c) {
  const number = c.index + 1;
  const name = c.name ? ` (${c.name})` : '';
  if (!c.quality) return t('command_row_no_general', { number, name });
  const q = c.generals.find((g) => g.id === c.quality);
  return t('command_row_named', { number, name, quality: q ? q.name : c.quality,
    general_name: c.generalName ? ' ' + c.generalName : '', c_in_c: c.cInC ? 'yes' : 'no' });
}

function unitRow(u, command) {
  const selected = sel.command === command && sel.unit === u.index;
  const ref = [command, u.index];
  const moveTo = el('select', { 'aria-label': t('move_to'), onchange: (e) => edit('move_unit', { unit: ref, command: +e.target.value }) },
    el('option', { value: '', selected: true, disabled: true }, t('move_to')),
    state.commands.filter((c) => c.index !== command).map((c) => el('option', { value: c.index }, t('command_number', { number: c.index + 1 }))),
    command !== -1 ? el('option', { value: -1 }, t('unassigned')) : null);
  return el('li', { class: 'unit' + (selected ? ' selected' : '') },
    el('button', { class: 'unit-name', 'aria-pressed': selected ? 'true' : 'false', onclick: () => { sel = { command, unit: u.index }; render(); } },
      `${u.label || u.name} (${u.type})` + (u.general ? ' ' + t('with_general') : ''),
      u.options.length ? el('small', {}, ' ' + u.options.join(', ')) : null,
      state.countsPoints ? el('span', { class: 'pts' }, String(u.points)) : null),
    el('span', { class: 'unit-actions' },
      el('button', { class: 'duplicate', title: t('button_duplicate'), onclick: () => edit('duplicate_unit', { unit: ref }) }, t('button_duplicate')),
      moveTo,
      el('button', { class: 'remove', onclick: () => { sel = { command: -2, unit: 0 }; edit('remove_unit', { unit: ref }); } }, t('button_remove'))));
}

function rosterPane() {
  const settings = el('fieldset', { class: 'army' }, el('legend', {}, t('army')),
    el('label', {}, t('name') + ' ', el('input', { id: 'army-name', value: state.name, onchange: (e) => edit('set_name', { id: e.target.value }) })),
    state.countsPoints ? el('label', {}, t('budget') + ' ', el('input', { id: 'budget', type: 'number', min: 1, value: state.budget, onchange: (e) => edit('set_budget', { count: +e.target.value }) })) : null,
    el('label', {}, t('year') + ' ', el('input', { id: 'year', type: 'number', value: state.year || '', title: t('year_tip'),
      onchange: (e) => edit('set_year', { count: +e.target.value, on: e.target.value !== '' }) })),
    el('label', { class: 'notes' }, t('army_notes') + ' ', el('textarea', { id: 'army-notes', rows: 3, maxlength: state.noteMax, title: t('army_notes_tip'),
      onchange: (e) => edit('set_notes', { id: e.target.value }) }, state.notes)),
    state.structures.length ? el('label', {}, t('command_structure') + ' ', el('select', { id: 'structure', onchange: (e) => act(+e.target.value) },
      el('option', { value: '', disabled: true, selected: !state.commandStructure }, t('none')),
      state.structures.map((c) => el('option', { value: c.act, 'data-id': c.id, selected: c.taken, disabled: !c.allowed }, c.allowed ? `${c.name} ${cost(c.points)}` : refusedText(c))))) : null,
    state.purchases.length ? el('div', { class: 'purchases' }, el('span', {}, t('purchases')),
      state.purchases.map((c) => choiceButton(c, `${c.name} ×${c.count} ${cost(c.points)}`))) : null,
    state.rules.length ? el('div', { class: 'rules' }, el('span', {}, t('optional_rules')),
      state.rules.map((c) => el('label', { title: refusedText(c) || null }, el('input', { type: 'checkbox', 'data-id': c.id, checked: c.taken, disabled: !c.allowed, onchange: () => act(c.act) }), c.name))) : null);
  const commands = state.commands.map((c) => el('fieldset', { class: 'command', 'data-command': c.index },
    el('legend', {}, commandTitle(c)),
    el('label', {}, t('general') + ' ', el('select', { class: 'general', onchange: (e) => act(+e.target.value) },
      el('option', { value: '', disabled: true, selected: !c.quality }, t('choose_general')),
      c.generals.map((g) => el('option', { value: g.act, 'data-id': g.id, selected: g.taken, disabled: !g.allowed }, g.allowed ? t('quality_item', { name: g.name, points: g.points }) : refusedText(g))))),
    el('label', {}, t('general_name') + ' ', el('input', { class: 'general-name', value: c.generalName, maxlength: state.textMax,
      placeholder: t('general_name_hint'), onchange: (e) => edit('set_general_name', { command: c.index, id: e.target.value }) })),
    el('label', {}, el('input', { type: 'checkbox', class: 'c-in-c', checked: c.cInC, disabled: c.cInC, onchange: () => edit('set_c_in_c', { command: c.index }) }), t('c_in_c')),
    el('p', { class: 'command-points' }, t('command_points', { points: c.points, units: c.units.length }), c.values.map((v) => ` · ${v.name}: ${v.value}`)),
    el('ul', {}, c.units.map((u) => unitRow(u, c.index))),
    el('button', { class: 'remove-command', title: t('remove_command_tip'), onclick: () => edit('remove_command', { command: c.index }) }, t('button_remove_command'))));
  return el('section', { id: 'roster', 'aria-label': t('roster') }, el('h2', {}, t('roster')), settings, commands,
    state.units.length ? el('fieldset', { class: 'command', 'data-command': -1 }, el('legend', {}, t('unassigned')), el('ul', {}, state.units.map((u) => unitRow(u, -1)))) : null,
    el('button', { id: 'add-command', onclick: () => edit('add_command') }, t('button_add_command')));
}

function unitPane() {
  if (!state.unit) return null;
  const unit = [sel.command, sel.unit];
  const u = (sel.command >= 0 ? state.commands[sel.command].units : state.units)[sel.unit];
  return el('section', { id: 'unit', 'aria-label': t('unit_actions') },
    el('h2', {}, t('unit_actions')),
    el('label', {}, t('name') + ' ', el('input', { id: 'unit-label', value: u.label, maxlength: state.textMax, placeholder: t('unit_label_hint'),
      onchange: (e) => edit('set_label', { unit, id: e.target.value }) })),
    el('fieldset', {}, el('legend', {}, t('profile')),
      state.unit.profiles.map((c) => el('label', { class: c.allowed ? '' : 'refused', title: refusedText(c) || null },
        el('input', { type: 'radio', name: 'profile', 'data-id': c.id, checked: c.taken, disabled: !c.allowed && !c.taken, onchange: () => act(c.act) }),
        `${c.name} ${c.taken ? '' : cost(c.points)}`, c.allowed ? null : el('small', { class: 'why' }, refusedText(c))))),
    el('fieldset', {}, el('legend', {}, t('options')),
      state.unit.options.map((c) => el('label', { class: c.allowed ? '' : 'refused', title: refusedText(c) || null },
        el('input', { type: 'checkbox', class: 'option', 'data-id': c.id, checked: c.taken, disabled: !c.allowed && !c.taken, onchange: () => act(c.act) }),
        `${c.name} ${c.taken ? '' : cost(c.points)}`, c.allowed ? null : el('small', { class: 'why' }, refusedText(c))))),
    el('label', { class: 'notes' }, t('unit_note') + ' ', el('textarea', { id: 'unit-note', rows: 3, maxlength: state.noteMax, title: t('unit_note_tip'),
      onchange: (e) => edit('set_unit_note', { unit, id: e.target.value }) }, u.note)));
}

function findingsPane() {
  return el('section', { id: 'findings', 'aria-label': t('col_message') },
    el('h2', {}, state.legal ? t('legal', { warnings: state.findings.filter((f) => f.severity === 'warning').length })
      : t('not_legal', { errors: state.findings.filter((f) => f.severity === 'error').length })),
    state.findings.length ? el('ul', {}, state.findings.map((f) => el('li', { class: 'finding ' + f.severity },
      el('span', { class: 'severity' }, t(f.severity)), ' ', f.text,
      f.rule ? el('span', { class: 'rule' }, ' ' + t('rule_cited', { rule: f.rule })) : null,
      f.hint ? el('div', { class: 'hint' }, f.hint) : null,
      f.fixes.map((x) => el('button', { class: 'fix', title: t('fix_tip', { fix: x.label }), onclick: () => act(x.act) }, t('menu_fix', { fix: x.label })))))) : el('p', {}, t('no_findings')));
}

const FOCUSABLE = 'button, select, input, textarea, [tabindex]';

/// What the focused control is, to find its new self after the page is drawn again: by id, else by its
/// kind and data ids where it sits, else by its place among the controls.
function focusKey() {
  const a = document.activeElement;
  if (!a || a === document.body || a.closest('dialog')) return null;
  const where = a.closest('[data-command]')?.dataset.command;
  const unit = a.closest('li.unit') ? [...a.closest('ul').children].indexOf(a.closest('li.unit')) : null;
  return { id: a.id, tag: a.tagName, cls: a.className, data: a.dataset.id, where, unit,
    index: [...document.querySelectorAll(FOCUSABLE)].indexOf(a) };
}

function restoreFocus(k) {
  if (!k) return;
  const all = [...document.querySelectorAll(FOCUSABLE)].filter((e) => !e.disabled);
  const same = (e) => e.tagName === k.tag && e.className === k.cls && e.dataset.id === k.data &&
    e.closest('[data-command]')?.dataset.command === k.where &&
    (k.unit === null || (e.closest('li.unit') && [...e.closest('ul').children].indexOf(e.closest('li.unit')) === k.unit));
  const found = (k.id && document.getElementById(k.id)) || all.find(same) ||
    all.find((e) => e.tagName === k.tag && e.className === k.cls && e.closest('[data-command]')?.dataset.command === k.where) ||
    all[Math.min(k.index, all.length - 1)];
  found?.focus({ preventScroll: true });
}

function render() {
  const focused = focusKey();
  state = JSON.parse(session.state(sel.command, sel.unit, target ?? -1));
  if (target === null || target >= state.commands.length) {
    target = state.commands.length ? 0 : -1;
    state = JSON.parse(session.state(sel.command, sel.unit, target));
  }
  document.title = `${state.name || state.listName} — Muster`;
  $('#bar').replaceChildren(...bar());
  $('#tools').replaceChildren(...tools().filter(Boolean));
  $('#main').replaceChildren(armyPane(), rosterPane(), ...[unitPane()].filter(Boolean), findingsPane());
  $('#kept').textContent = t('web.kept');
  restoreFocus(focused);
}

// ---- dialogs: new army, export, the advisor ----

function dialog(title, ...body) {
  const d = $('#dialog');
  d.replaceChildren(el('h2', {}, title), ...body, el('p', {}, el('button', { class: 'close', onclick: () => d.close() }, t('web.close'))));
  if (!d.open) d.showModal();
  return d;
}

function showNew(message) {
  const catalogue = JSON.parse(session.catalogue());
  const system = el('select', { id: 'new-system' }, catalogue.systems.map((s) => el('option', { value: s.id }, s.name)));
  const list = el('select', { id: 'new-list' });
  const budget = el('input', { id: 'new-budget', type: 'number', min: 1 });
  const year = el('input', { id: 'new-year', type: 'number', title: t('year_tip') });
  const fill = () => {
    const s = catalogue.systems.find((x) => x.id === system.value);
    list.replaceChildren(...s.lists.map((l) => el('option', { value: l.id }, `${l.name} (${l.from}–${l.to})`)));
    budget.value = s.budget;
  };
  system.addEventListener('change', fill);
  fill();
  dialog(t('new_title'), message ? el('p', { class: 'error' }, message) : null,
    el('label', {}, t('system') + ' ', system), el('label', {}, t('list') + ' ', list),
    el('label', {}, t('budget') + ' ', budget), el('label', {}, t('year') + ' ', year),
    el('button', { id: 'create', onclick: () => {
      if (!session.create(list.value, +budget.value || 0, +year.value || 0)) return;
      localStorage.removeItem(KEY.file);
      sel = { command: -2, unit: 0 };
      target = null;
      $('#dialog').close();
      changed();
    } }, t('button_create')));
}

function showExport() {
  const out = el('textarea', { id: 'export-text', rows: 16, readonly: true });
  const style = el('select', { id: 'export-style', onchange: () => { out.value = session.exportText(style.value); } },
    el('option', { value: 'plain' }, t('web.export_plain')), el('option', { value: 'markdown' }, t('web.export_markdown')),
    el('option', { value: 'bbcode' }, t('web.export_bbcode')));
  out.value = session.exportText('plain');
  dialog(t('web.export'), style, out, el('button', { onclick: () => download(fileName('.txt'), out.value, 'text/plain') }, t('button_save')));
}

function showImport() {
  const text = el('textarea', { id: 'import-text', rows: 14, 'aria-label': t('web.import_intro') });
  const file = el('input', { type: 'file', id: 'import-file', accept: '.txt,.text,.md,.markdown,.eml,text/plain',
    onchange: async (e) => { if (e.target.files[0]) text.value = await e.target.files[0].text(); } });
  dialog(t('web.import'), el('p', {}, t('web.import_intro')), text,
    el('label', {}, t('web.import_file') + ' ', file),
    el('button', { id: 'import-read', onclick: () => text.value.trim() && importText(text.value, file.files[0]?.name || 'pasted.txt') }, t('web.import_read')));
  text.focus();
}

/// The fonts the PDFs embed, fetched on the first print (and kept offline by the service worker).
async function printFonts() {
  for (const name of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
    const path = '/data/fonts/' + name;
    if (core.FS.analyzePath(path).exists) continue;
    const response = await fetch('fonts/' + name);
    if (!response.ok) throw new Error(name + ': ' + response.status);
    core.FS.mkdirTree('/data/fonts');
    core.FS.writeFile(path, new Uint8Array(await response.arrayBuffer()));
  }
}

function showPrint() {
  const paper = el('select', { id: 'print-paper' }, el('option', { value: '' }, t('web.paper_auto')),
    el('option', { value: 'a4' }, 'A4'), el('option', { value: 'letter' }, 'Letter'));
  const status = el('p', { id: 'print-status', role: 'status' });
  const make = async (kind) => {
    status.textContent = t('web.print_making');
    try {
      await printFonts();
    } catch (e) {
      status.textContent = t('gui.print_failed', { reason: String(e.message) });
      return;
    }
    const why = session.print(kind, paper.value);
    if (why) {
      status.textContent = t('gui.print_failed', { reason: why });
      return;
    }
    const pdf = core.FS.readFile('/tmp/muster.pdf');
    core.FS.unlink('/tmp/muster.pdf');
    const a = el('a', { href: URL.createObjectURL(new Blob([pdf], { type: 'application/pdf' })), download: fileName('-' + kind + '.pdf') });
    document.body.append(a);
    a.click();
    a.remove();
    status.textContent = t('web.print_done', { file: a.download });
  };
  dialog(t('web.print'), el('p', {}, t('web.print_intro')), el('label', {}, t('web.paper') + ' ', paper),
    el('p', { class: 'print-kinds' },
      el('button', { id: 'print-roster', onclick: () => make('roster') }, t('web.print_roster')),
      el('button', { id: 'print-cards', onclick: () => make('cards') }, t('web.print_cards')),
      el('button', { id: 'print-sheet', onclick: () => make('sheet') }, t('web.print_sheet'))), status);
}

function showAdvice(kind) {
  const found = JSON.parse(session.advice(kind, 5));
  dialog(kind === 'repair' ? t('web.repair') : t('suggest_title'),
    el('p', {}, t('suggest_intro')),
    found.answers.length ? el('ol', { class: 'advice' }, found.answers.map((a) => el('li', {},
      el('button', { class: 'apply', onclick: () => { $('#dialog').close(); act(a.act); } },
        a.steps.join('; ') || t('no_findings'), ' ', el('small', {}, t('suggest_points', { points: a.points, budget: state.budget })))))) : el('p', {}, t('suggest_none')));
}

// ---- start ----

/// The page in `lang`; `load` false when the session was just made in it (loading the data twice costs ~0.2 s).
function setLanguage(lang, load = true) {
  if (load) session.setLanguage(lang);
  document.documentElement.lang = lang;
  $('#title').textContent = t('web.title');
  if (state) render();
  else $('#tools').replaceChildren(...tools().filter(Boolean));
}

async function start() {
  core = await createMusterCore();
  performance.mark('muster-module');  // marks for tests/bench/web.mjs
  session = new core.Session(browserLanguage());
  performance.mark('muster-data');
  setLanguage(browserLanguage(), false);
  const kept = localStorage.getItem(KEY.roster);
  if (kept && !session.open(kept, localStorage.getItem(KEY.file) || 'army.muster')) render();
  else showNew();
  $('#file').addEventListener('change', (e) => openFile(e.target.files[0]));
  document.addEventListener('dragover', (e) => e.preventDefault());
  document.addEventListener('drop', (e) => {
    e.preventDefault();
    if (e.dataTransfer.files[0]) openFile(e.dataTransfer.files[0]);
    else if (e.dataTransfer.getData('text/plain')) importText(e.dataTransfer.getData('text/plain'), 'dropped.txt');
  });
  document.addEventListener('keydown', (e) => {
    if (!(e.ctrlKey || e.metaKey) || !state || e.target.matches('input, textarea')) return;
    const k = e.key.toLowerCase();
    if (k === 'z' && !e.shiftKey && session.undo()) changed();
    else if ((k === 'y' || (k === 'z' && e.shiftKey)) && session.redo()) changed();
    else return;
    e.preventDefault();
  });
  document.body.dataset.ready = 'true';
  performance.mark('muster-ready');
  window.musterSession = session;    // for the benchmark and the curious: the page's door to the core
  if ('serviceWorker' in navigator && location.protocol.startsWith('http')) {
    navigator.serviceWorker.register('sw.js').then(() => navigator.serviceWorker.ready)
      .then(() => { document.body.dataset.offline = 'ready'; });
  }
}

start();
