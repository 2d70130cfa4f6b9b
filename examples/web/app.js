// One page that runs a Swiss event with the swisscore package, offline:
// create or open an event, pair, enter and correct results, undo, standings,
// prizes, print, save. The event lives in localStorage between visits.
'use strict';

const STORE_EVENT = 'swisscore-event';
const STORE_LANG = 'swisscore-lang';

const TEXT = {
  en: {
    appTitle: 'Swiss event', newEvent: 'New event', eventName: 'Event name', rounds: 'Rounds', game: 'Game',
    chess: 'Chess (1 / ½ / 0)', xiangqi: 'Xiangqi (2 / 1 / 0)', create: 'Create', openFile: 'Open a file',
    openHint: 'A swisscore JSON file, a TRF file, or a sign-up list (CSV: name, rating …)',
    players: 'Players', round: 'Round', standings: 'Standings', prizes: 'Prizes', file: 'File',
    playerName: 'Name', rating: 'Rating', add: 'Add', pair: 'Pair next round', undo: 'Undo',
    printBoards: 'Print boards', printStandings: 'Print standings', saveJSON: 'Save event (JSON)',
    saveTRF: 'Save as TRF', closeEvent: 'Close event', roundOf: (n, of) => `Round ${n} of ${of}`,
    noRound: 'No round paired yet', board: 'Board', bye: 'bye', rank: '#', name: 'Name', points: 'Pts',
    status: (p, r, of) => `${p} players · round ${r} of ${of}`, nothingToUndo: 'Nothing to undo',
    noPrizes: 'No prizes', shared: 'shared', lang: '中文', confirmClose: 'Close this event? Save it first.',
    csvNoName: 'the sign-up list has no name column',
  },
  zh: {
    appTitle: '积分编排', newEvent: '新建比赛', eventName: '比赛名称', rounds: '轮次', game: '棋种',
    chess: '国际象棋（1 / ½ / 0）', xiangqi: '中国象棋（2 / 1 / 0）', create: '创建', openFile: '打开文件',
    openHint: 'swisscore JSON 文件、TRF 文件或报名表（CSV：姓名、等级分……）',
    players: '棋手', round: '本轮', standings: '排名', prizes: '奖励', file: '文件',
    playerName: '姓名', rating: '等级分', add: '添加', pair: '编排下一轮', undo: '撤销',
    printBoards: '打印对阵表', printStandings: '打印排名表', saveJSON: '保存比赛（JSON）',
    saveTRF: '另存为 TRF', closeEvent: '关闭比赛', roundOf: (n, of) => `第 ${n} 轮（共 ${of} 轮）`,
    noRound: '尚未编排', board: '台', bye: '轮空', rank: '名次', name: '姓名', points: '积分',
    status: (p, r, of) => `${p} 名棋手 · 第 ${r} 轮（共 ${of} 轮）`, nothingToUndo: '没有可撤销的操作',
    noPrizes: '无奖励', shared: '并列', lang: 'English', confirmClose: '关闭这场比赛？请先保存。',
    csvNoName: '报名表没有“姓名”列',
  },
};

// Result buttons: chess notation; xiangqi events read them as 红胜 / 和 / 黑胜.
const RESULTS = [['1-0', '1-0', '红胜'], ['½-½', '½-½', '和'], ['0-1', '0-1', '黑胜'], ['+-', '+/-', '红不战胜'], ['-+', '-/+', '黑不战胜']];

const app = {
  t: null,          // the swisscore.Tournament
  undo: [],         // JSON of the event before each change, newest last
  lang: 'en',
  tab: 'round',
};

const $ = (id) => document.getElementById(id);

function tr(key, ...args) {
  const v = TEXT[app.lang][key];
  return typeof v === 'function' ? v(...args) : v;
}

function isXiangqi() {
  return app.t && app.t.get(swisscore.Setting.POINTS_WIN) === 20;
}

// ---- storage and changes ---------------------------------------------------

function store() {
  if (app.t) localStorage.setItem(STORE_EVENT, app.t.toJSON({ indent: 0 }));
  else localStorage.removeItem(STORE_EVENT);
}

function showError(e) {
  $('error').textContent = e ? (e.line ? `${e.line}:${e.column}: ` : '') + e.message : '';
  $('setup-error').textContent = $('error').textContent;
}

// Run one change of the event: remember the state before it for Undo; a
// failed call changed nothing, so only its message is shown.
function change(fn) {
  const before = app.t.toJSON({ indent: 0 });
  try {
    fn();
  } catch (e) {
    showError(e);
    return false;
  }
  app.undo.push(before);
  if (app.undo.length > 100) app.undo.shift();
  showError(null);
  store();
  render();
  return true;
}

function setEvent(t) {
  if (app.t) app.t.close();
  app.t = t;
  app.undo = [];
  showError(null);
  store();
  render();
}

// ---- sign-up lists ---------------------------------------------------------

// RFC 4180 fields: quotes, doubled quotes, line breaks inside quotes.
function parseCSV(text) {
  const rows = [];
  let row = [], field = '', quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field); field = '';
      if (row.some((f) => f.trim())) rows.push(row);
      row = [];
    } else field += c;
  }
  row.push(field);
  if (row.some((f) => f.trim())) rows.push(row);
  return rows;
}

const CSV_COLUMNS = {
  name: ['name', '姓名', '名字'], rating: ['rating', 'elo', '等级分'], federation: ['federation', 'fed', 'club', '单位', '俱乐部', '代表队'],
  sex: ['sex', 'gender', '性别'], group: ['group', '组别'], title: ['title'], cnTitle: ['称号', '棋协等级', '等级'],
  birthDate: ['birth', 'birthday', 'birth date', '出生日期', '出生年月', '生日'], fideId: ['fide id', 'fide_id', 'fideid'],
};

function eventFromCSV(bytes, name) {
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (e) {
    text = new TextDecoder('gb18030').decode(bytes);
  }
  const rows = parseCSV(text.replace(/^\ufeff/, ''));
  const head = rows.shift().map((h) => h.trim().toLowerCase());
  const col = {};
  for (const [key, names] of Object.entries(CSV_COLUMNS)) {
    const k = head.findIndex((h) => names.includes(h));
    if (k >= 0) col[key] = k;
  }
  if (col.name === undefined) throw new Error(tr('csvNoName'));
  const t = new swisscore.Tournament({ rounds: 5, name });
  try {
    for (const r of rows) {
      const get = (key) => (col[key] === undefined ? '' : (r[col[key]] || '').trim());
      const sex = get('sex');
      t.addPlayer(get('name'), Number(get('rating')) || 0, {
        federation: get('federation'), group: get('group'), title: get('title'), cnTitle: get('cnTitle'),
        birthDate: get('birthDate'), fideId: get('fideId'),
        sex: /^(m|男)/i.test(sex) ? 'm' : /^(w|f|女)/i.test(sex) ? 'w' : '',
      });
    }
  } catch (e) {
    t.close();
    throw e;
  }
  return t;
}

function openFile(file) {
  file.arrayBuffer().then((buf) => {
    const bytes = new Uint8Array(buf);
    const lower = file.name.toLowerCase();
    try {
      let t;
      if (lower.endsWith('.csv')) t = eventFromCSV(bytes, file.name.replace(/\.[^.]*$/, ''));
      else if (lower.endsWith('.json') || new TextDecoder().decode(bytes.subarray(0, 64)).trimStart().startsWith('{')) t = swisscore.Tournament.fromJSON(bytes);
      else t = swisscore.Tournament.fromTRF(bytes);
      app.tab = t.roundCount ? 'round' : 'players';
      setEvent(t);
    } catch (e) {
      showError(e);
    }
  });
}

// ---- rendering -------------------------------------------------------------

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v; else if (k.startsWith('on')) e.addEventListener(k.slice(2), v); else e.setAttribute(k, v);
  }
  for (const c of children) e.append(c);
  return e;
}

function translate() {
  document.documentElement.lang = app.lang === 'zh' ? 'zh-CN' : 'en';
  for (const e of document.querySelectorAll('[data-t]')) e.textContent = tr(e.dataset.t);
  for (const e of document.querySelectorAll('[data-tp]')) e.placeholder = tr(e.dataset.tp);
  $('lang').textContent = tr('lang');
}

function render() {
  translate();
  const t = app.t;
  $('setup').hidden = !!t;
  $('tabs').hidden = !t;
  $('event').hidden = !t;
  if (!t) return;
  $('title').textContent = t.name || tr('appTitle');
  const rounds = t.get(swisscore.Setting.ROUNDS);
  $('status').textContent = tr('status', t.playerCount, t.roundCount, rounds);
  for (const b of document.querySelectorAll('#tabs button')) b.classList.toggle('active', b.dataset.tab === app.tab);
  for (const s of document.querySelectorAll('.tab')) s.classList.toggle('active', s.id === 'tab-' + app.tab);
  $('undo').disabled = app.undo.length === 0;
  const players = t.players();
  const byId = new Map(players.map((p) => [p.id, p]));
  renderPlayers(players);
  renderRound(byId);
  renderStandings();
  renderPrizes();
}

function renderPlayers(players) {
  $('player-list').replaceChildren(...players.map((p) =>
    el('li', {}, `${p.name}${p.rating ? ' (' + p.rating + ')' : ''}${p.federation ? ' · ' + p.federation : ''}`)));
}

function renderRound(byId) {
  const t = app.t;
  const list = $('boards');
  if (!t.roundCount) {
    $('round-title').textContent = tr('noRound');
    list.replaceChildren();
    return;
  }
  const r = t.round(t.roundCount);
  $('round-title').textContent = tr('roundOf', r.number, t.get(swisscore.Setting.ROUNDS));
  const col = isXiangqi() ? 2 : 1;
  const items = r.boards.map((b) => {
    const chosen = b.results[0];
    return el('li', { class: 'board', 'data-board': String(b.number) },
      el('div', { class: 'players' },
        el('span', {}, `${b.number}. ${byId.get(b.white).name}`),
        el('span', {}, byId.get(b.black).name)),
      el('div', { class: 'results' }, ...RESULTS.map((res) => el('button', {
        type: 'button', 'data-result': res[0], class: swisscore.parseResult(res[0]) === chosen ? 'chosen' : '',
        onclick: () => change(() => t.setResult(r.number, b.number, res[0])),
      }, res[col]))));
  });
  for (const y of r.byes) items.push(el('li', { class: 'bye' }, `${byId.get(y.player).name} — ${tr('bye')}`));
  list.replaceChildren(...items);
}

function defaultRuleset() {
  return isXiangqi() ? 'xiangqi2011-buchholz' : 'fide-2026';
}

function renderStandings() {
  const sel = $('ruleset');
  if (!sel.options.length) {
    for (const r of swisscore.rulesets()) sel.append(el('option', { value: r.name }, app.lang === 'zh' && r.nameZh ? r.nameZh : r.name));
    sel.value = defaultRuleset();
  }
  const s = app.t.standings(sel.value);
  const shown = s.criteria.slice(0, 4);
  const label = (c) => (app.lang === 'zh' && c.nameZh ? c.nameZh : c.code);
  $('standings-table').tHead.replaceChildren(el('tr', {}, el('th', {}, tr('rank')), el('th', {}, tr('name')),
    ...shown.map((c, k) => el('th', {}, k === 0 ? tr('points') : label(c)))));
  $('standings-table').tBodies[0].replaceChildren(...s.rows.map((row) => el('tr', { 'data-id': String(row.id) },
    el('td', {}, `${row.rank}${row.shared ? '=' : ''}`), el('td', {}, row.name),
    ...shown.map((c, k) => el('td', {}, row.values[k] === null ? '–' : (row.values[k] / c.scale).toFixed(c.decimals))))));
}

function renderPrizes() {
  const sel = $('prize-rules');
  if (!sel.options.length) {
    for (const r of swisscore.prizeRules()) sel.append(el('option', { value: r.name }, app.lang === 'zh' ? r.nameZh || r.name : r.name));
    sel.value = isXiangqi() ? 'fangzhuang-xiangqi' : 'fangzhuang-chess-open';
  }
  let tables;
  try {
    tables = app.t.prizes('', { name: sel.value });
  } catch (e) {
    $('prize-list').replaceChildren(el('p', { class: 'error' }, e.message));
    return;
  }
  const out = tables.filter((tb) => tb.awards.length).map((tb) => el('div', { class: 'prize-table' },
    el('h3', {}, tb.title || tb.name),
    el('ol', {}, ...tb.awards.map((a) => el('li', {},
      `${a.name}${a.amount === null ? '' : ' — ' + (a.amount / 100).toFixed(0)}${a.sharedBy > 1 ? ' (' + tr('shared') + ')' : ''}`)))));
  $('prize-list').replaceChildren(...(out.length ? out : [el('p', {}, tr('noPrizes'))]));
}

// ---- actions ---------------------------------------------------------------

function download(name, text, type) {
  const a = el('a', { href: URL.createObjectURL(new Blob([text], { type })), download: name });
  document.body.append(a);
  a.click();
  setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 0);
}

function fileBase() {
  return (app.t.name || 'event').replace(/[\\/:*?"<>|]+/g, '_');
}

function printPart(cls) {
  document.body.classList.add(cls);
  const prev = app.tab;
  window.print();
  document.body.classList.remove(cls);
  app.tab = prev;
}

function wire() {
  $('lang').addEventListener('click', () => {
    app.lang = app.lang === 'en' ? 'zh' : 'en';
    localStorage.setItem(STORE_LANG, app.lang);
    $('ruleset').replaceChildren();
    $('prize-rules').replaceChildren();
    render();
  });
  $('create-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    const xq = $('event-game').value === 'xiangqi';
    try {
      setEvent(new swisscore.Tournament({
        name: $('event-name').value, rounds: Number($('event-rounds').value),
        points: xq ? [2, 1, 0] : undefined,
      }));
      app.tab = 'players';
      render();
    } catch (e) {
      showError(e);
    }
  });
  $('open-file').addEventListener('change', (ev) => { if (ev.target.files[0]) openFile(ev.target.files[0]); ev.target.value = ''; });
  for (const b of document.querySelectorAll('#tabs button')) b.addEventListener('click', () => { app.tab = b.dataset.tab; render(); });
  $('player-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    if (change(() => app.t.addPlayer($('player-name').value.trim(), Number($('player-rating').value) || 0))) {
      $('player-name').value = '';
      $('player-rating').value = '';
      $('player-name').focus();
    }
  });
  $('pair').addEventListener('click', () => { app.tab = 'round'; change(() => app.t.pairNextRound()); });
  $('undo').addEventListener('click', () => {
    const prev = app.undo.pop();
    if (!prev) { showError(new Error(tr('nothingToUndo'))); return; }
    app.t.close();
    app.t = swisscore.Tournament.fromJSON(prev);
    store();
    render();
  });
  $('ruleset').addEventListener('change', render);
  $('prize-rules').addEventListener('change', render);
  $('print-boards').addEventListener('click', () => printPart('print-boards'));
  $('print-standings').addEventListener('click', () => printPart('print-standings'));
  $('save-json').addEventListener('click', () => download(fileBase() + '.json', app.t.toJSON(), 'application/json'));
  $('save-trf').addEventListener('click', () => download(fileBase() + '.trf', app.t.toTRF(), 'text/plain'));
  $('close-event').addEventListener('click', () => {
    if (!window.confirm(tr('confirmClose'))) return;
    app.t.close();
    app.t = null;
    app.undo = [];
    store();
    render();
  });
}

async function boot() {
  const asked = new URLSearchParams(location.search).get('lang');
  app.lang = asked === 'zh' || asked === 'en' ? asked : localStorage.getItem(STORE_LANG) || (navigator.language.startsWith('zh') ? 'zh' : 'en');
  wire();
  await swisscore.ready;
  const saved = localStorage.getItem(STORE_EVENT);
  if (saved) {
    try {
      app.t = swisscore.Tournament.fromJSON(saved);
    } catch (e) {
      showError(e);
    }
  }
  render();
  document.body.dataset.ready = '1';
}

boot();
