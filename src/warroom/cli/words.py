"""The terminal table's newer words (the compact screen, grouped choices, autosave), in English and
Portuguese. cli/play.py merges them into its own table of messages."""

from __future__ import annotations

TABLE_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "round_of": "Round {round}",
        "to_decide": "{name} to decide",
        "to_place": "to place",
        "free": "free",
        "hand": "hand",
        "objective": "objective",
        "money": "money",
        "pool": "to deploy",
        "you_hold": "you hold",
        "earlier": "{count} lines since your last decision (log shows them all):",
        "did": "{name}: {count} actions, the last: {last}",
        "group_hint": (
            "On this screen a number opens a group of choices (or takes a choice); 0 or back goes up; words\n"
            "pick among all the choices; board shows the whole board; log all that happened since your last\n"
            "decision; Tab completes space names and the arrows recall earlier lines."
        ),
        "back": "  0. back",
        "page": "choices {first}-{last} of {count}",
        "thinking": "{name} is thinking...",
        "autosaved": "Saved to {path}.",
        "quit_saved": "Quit. The game was saved to {path}; 'warroom play --continue' resumes it.",
        "eof_saved": "End of input. The game was saved to {path}; 'warroom play --continue' resumes it.",
        "no_autosave": "There is no saved game to continue in {folder}.",
    },
    "pt": {
        "round_of": "Rodada {round}",
        "to_decide": "{name} decide",
        "to_place": "a colocar",
        "free": "livres",
        "hand": "mão",
        "objective": "objetivo",
        "money": "dinheiro",
        "pool": "a posicionar",
        "you_hold": "você tem",
        "earlier": "{count} linhas desde a sua última decisão (log mostra todas):",
        "did": "{name}: {count} ações, a última: {last}",
        "group_hint": (
            "Nesta tela um número abre um grupo de opções (ou escolhe uma opção); 0 ou back volta; palavras\n"
            "escolhem entre todas as opções; board mostra o tabuleiro inteiro; log tudo o que aconteceu desde a\n"
            "sua última decisão; Tab completa nomes de espaços e as setas trazem linhas anteriores."
        ),
        "back": "  0. voltar",
        "page": "opções {first}-{last} de {count}",
        "thinking": "{name} está pensando...",
        "autosaved": "Salvo em {path}.",
        "quit_saved": "Saiu. O jogo foi salvo em {path}; 'warroom play --continue' o retoma.",
        "eof_saved": "Fim da entrada. O jogo foi salvo em {path}; 'warroom play --continue' o retoma.",
        "no_autosave": "Não há jogo salvo para continuar em {folder}.",
    },
}
