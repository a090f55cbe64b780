// Interface strings in English and Portuguese. Game content (space names, labels of actions, objectives)
// comes from the server; space names are read from the board in the chosen language when it has them.

const STRINGS = {
  en: {
    title: "warroom",
    lobby: "New game",
    ruleset: "Game",
    players: "Players",
    options: "Options",
    seats: "Seats",
    seat: "Seat {n}",
    human: "Person",
    computer: "Computer",
    level_easy: "easy",
    level_normal: "normal",
    level_hard: "hard",
    seed: "Seed (optional)",
    create: "Create game",
    creating: "Creating…",
    created: "Game created",
    share_intro: "Send each person their own link; keep yours. Anyone with a link plays that seat.",
    seat_link: "Seat {n} link",
    spectator_link: "Spectator link",
    open: "Open",
    copy: "Copy",
    copied: "Copied",
    play_this_seat: "Play seat {n}",
    default_value: "default",
    none: "none",
    yes: "yes",
    no: "no",
    your_turn: "Your turn",
    waiting_for: "Waiting for {name}",
    spectating: "Watching",
    you_are: "You are {name}",
    round: "Round {n}",
    phase: "Phase: {phase}",
    game_over: "Game over",
    winners: "Winners: {names}",
    decision: "Your decision",
    not_your_turn: "Not your decision now.",
    filter: "Filter choices…",
    choices: "{n} choices",
    selected: "Selected: {name}",
    pick_target: "Now click a highlighted space, or choose below.",
    pick_source: "Click one of your highlighted spaces to act from it.",
    cancel: "Cancel",
    odds: "Odds",
    odds_line: "win {win} · lose {lose} · left ≈ {att} vs {def}",
    odds_none: "no odds for this",
    last_battle: "Last battle",
    attack: "Attack",
    defence: "Defence",
    hand: "Your hand",
    objective: "Your objective",
    no_cards: "no cards",
    log: "Events",
    connection_live: "live",
    connection_polling: "polling",
    connection_offline: "reconnecting…",
    error: "Error",
    lobby_link: "New game",
    language: "Language",
    territories: "territories",
    armies: "armies",
    cards: "cards",
    eliminated: "eliminated",
    ai_playing: "computer playing",
    disconnected: "away",
    loading: "Loading…",
    no_map: "No map drawing for this board yet: use the choices on the side.",
    ev_turn: "{player}'s turn (round {round}){receives}",
    ev_receives: ", receives {n}",
    ev_battle: "{attacker} attacks {to} from {from}: {adice} vs {ddice}; lost {alost}/{dlost}{conq}",
    ev_conquered: " — conquered!",
    ev_conquest: "{player} takes {territory}",
    ev_card_drawn: "{player} draws a card",
    ev_trade: "{player} trades cards{value}",
    ev_eliminated: "{player} is eliminated",
    ev_game_over: "Game over",
    ev_setup: "Setup: {first_player} plays first",
    ev_end_turn: "{player} ends the turn",
    ev_roll: "Roll ({reason}): {dice}",
  },
  pt: {
    title: "warroom",
    lobby: "Novo jogo",
    ruleset: "Jogo",
    players: "Jogadores",
    options: "Opções",
    seats: "Lugares",
    seat: "Lugar {n}",
    human: "Pessoa",
    computer: "Computador",
    level_easy: "fácil",
    level_normal: "normal",
    level_hard: "difícil",
    seed: "Semente (opcional)",
    create: "Criar jogo",
    creating: "Criando…",
    created: "Jogo criado",
    share_intro: "Envie a cada pessoa o seu próprio link; guarde o seu. Quem tem um link joga aquele lugar.",
    seat_link: "Link do lugar {n}",
    spectator_link: "Link de espectador",
    open: "Abrir",
    copy: "Copiar",
    copied: "Copiado",
    play_this_seat: "Jogar o lugar {n}",
    default_value: "padrão",
    none: "nenhum",
    yes: "sim",
    no: "não",
    your_turn: "Sua vez",
    waiting_for: "Aguardando {name}",
    spectating: "Assistindo",
    you_are: "Você é {name}",
    round: "Rodada {n}",
    phase: "Fase: {phase}",
    game_over: "Fim de jogo",
    winners: "Vencedores: {names}",
    decision: "Sua decisão",
    not_your_turn: "Não é a sua vez de decidir.",
    filter: "Filtrar opções…",
    choices: "{n} opções",
    selected: "Selecionado: {name}",
    pick_target: "Agora clique num território destacado, ou escolha abaixo.",
    pick_source: "Clique num dos seus territórios destacados para agir a partir dele.",
    cancel: "Cancelar",
    odds: "Chances",
    odds_line: "vitória {win} · derrota {lose} · restam ≈ {att} x {def}",
    odds_none: "sem chances para isto",
    last_battle: "Última batalha",
    attack: "Ataque",
    defence: "Defesa",
    hand: "Sua mão",
    objective: "Seu objetivo",
    no_cards: "nenhuma carta",
    log: "Eventos",
    connection_live: "ao vivo",
    connection_polling: "consultando",
    connection_offline: "reconectando…",
    error: "Erro",
    lobby_link: "Novo jogo",
    language: "Idioma",
    territories: "territórios",
    armies: "exércitos",
    cards: "cartas",
    eliminated: "eliminado",
    ai_playing: "computador jogando",
    disconnected: "ausente",
    loading: "Carregando…",
    no_map: "Ainda não há desenho do mapa deste tabuleiro: use as opções ao lado.",
    ev_turn: "Vez de {player} (rodada {round}){receives}",
    ev_receives: ", recebe {n}",
    ev_battle: "{attacker} ataca {to} a partir de {from}: {adice} x {ddice}; perdas {alost}/{dlost}{conq}",
    ev_conquered: " — conquistado!",
    ev_conquest: "{player} conquista {territory}",
    ev_card_drawn: "{player} compra uma carta",
    ev_trade: "{player} troca cartas{value}",
    ev_eliminated: "{player} foi eliminado",
    ev_game_over: "Fim de jogo",
    ev_setup: "Preparação: {first_player} começa",
    ev_end_turn: "{player} encerra a vez",
    ev_roll: "Dados ({reason}): {dice}",
  },
};

export const LANGS = ["en", "pt"];

function initialLang() {
  const saved = localStorage.getItem("warroom.lang");
  if (saved && STRINGS[saved]) return saved;
  const nav = (navigator.languages && navigator.languages[0]) || navigator.language || "en";
  return nav.toLowerCase().startsWith("pt") ? "pt" : "en";
}

let current = initialLang();

export function lang() {
  return current;
}

export function setLang(code) {
  if (!STRINGS[code]) return;
  current = code;
  localStorage.setItem("warroom.lang", code);
  document.documentElement.lang = code === "pt" ? "pt-BR" : "en";
}

export function t(key, params = {}) {
  const s = STRINGS[current][key] ?? STRINGS.en[key] ?? key;
  return s.replace(/\{(\w+)\}/g, (_, k) => (params[k] ?? `{${k}}`).toString());
}

export function has(key) {
  return key in STRINGS[current] || key in STRINGS.en;
}

// A name object {en, pt} or a string, in the current language.
export function localName(name) {
  if (name == null) return "";
  if (typeof name === "string") return name;
  return name[current] ?? name.en ?? Object.values(name)[0] ?? "";
}

setLang(current);
