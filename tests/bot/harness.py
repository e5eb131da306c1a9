"""Drive the real bot through discord.py with Discord's servers replaced by a recorder.

Interactions are built from raw payloads shaped as Discord's gateway sends them
(INTERACTION_CREATE) and fed to ``ConnectionState.parse_interaction_create``, the
entry point the gateway uses. Everything the bot sends goes through
``AsyncWebhookAdapter.request`` (interaction callbacks, follow-ups, edits) or
``HTTPClient.request`` (login, command sync); both are patched to record the JSON
Discord would receive and to answer with payloads shaped like Discord's.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
from dataclasses import dataclass, field
from typing import Any

import discord
from discord.http import HTTPClient, Route
from discord.webhook.async_ import AsyncWebhookAdapter

from bot.client import JudgeBot
from bot.runner import Runner

APP_ID = 900000000000000001
BOT_ID = APP_ID
USER_ID = 300000000000000003
GUILD_ID = 400000000000000004
CHANNEL_ID = 500000000000000005
DM_CHANNEL_ID = 500000000000000006
_ids = itertools.count(600000000000000000)

# Permission bits (Discord's documented values).
MANAGE_GUILD = 1 << 5
BASIC_PERMS = (1 << 10) | (1 << 11) | (1 << 31)  # view channel, send messages, use app commands

# Option types of application command options.
STRING, INTEGER, BOOLEAN = 3, 4, 5


def snowflake() -> str:
    return str(next(_ids))


def user_payload(uid: int = USER_ID, name: str = "player") -> dict[str, Any]:
    return {
        "id": str(uid),
        "username": name,
        "discriminator": "0",
        "global_name": name,
        "avatar": None,
    }


@dataclass
class Request:
    """One call the bot made to Discord."""

    method: str
    path: str
    payload: dict[str, Any] | None
    params: dict[str, Any] | None = None
    message_id: str | None = None  # the message Discord created or edited for this call

    @property
    def data(self) -> dict[str, Any]:
        """The message data: ``payload["data"]`` for callbacks, the payload itself otherwise."""
        p = self.payload or {}
        return p.get("data", p) if "type" in p and "/callback" in self.path else p

    @property
    def callback_type(self) -> int | None:
        return (self.payload or {}).get("type") if "/callback" in self.path else None

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return self.data.get("embeds") or []

    @property
    def flags(self) -> int:
        return int(self.data.get("flags") or 0)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & 64)

    @property
    def components(self) -> list[dict[str, Any]]:
        return self.data.get("components") or []

    def buttons(self) -> list[dict[str, Any]]:
        return [
            c for row in self.components for c in row.get("components", []) if c.get("type") == 2
        ]

    def button(self, label_part: str) -> dict[str, Any]:
        for b in self.buttons():
            if label_part in (b.get("label") or ""):
                return b
        raise AssertionError(
            f"no button with {label_part!r}: {[b.get('label') for b in self.buttons()]}"
        )

    def selects(self) -> list[dict[str, Any]]:
        return [
            c for row in self.components for c in row.get("components", []) if c.get("type") == 3
        ]

    def text(self) -> str:
        """Every string Discord would show for this message, for content assertions."""
        return json.dumps(self.embeds, ensure_ascii=False)


@dataclass
class FakeDiscord:
    """Records requests and answers them like Discord's API would."""

    requests: list[Request] = field(default_factory=list)
    messages: dict[str, dict[str, Any]] = field(default_factory=dict)  # message id -> payload
    fail_next: int | None = None  # HTTP status to fail the next webhook call with
    clicked: dict[str, str] = field(default_factory=dict)  # interaction id/token -> message clicked
    registered: list[dict[str, Any]] = field(default_factory=list)  # commands Discord holds

    def update(self, msg_id: str, data: dict[str, Any]) -> dict[str, Any]:
        """Edit a stored message in place, as Discord does for UPDATE_MESSAGE and PATCH."""
        msg = self.messages[msg_id]
        for key in ("embeds", "components", "content"):
            if key in data:
                msg[key] = data[key]
        return msg

    def message(self, data: dict[str, Any], *, msg_id: str | None = None) -> dict[str, Any]:
        msg = {
            "id": msg_id or snowflake(),
            "channel_id": str(CHANNEL_ID),
            "type": 20,
            "content": data.get("content") or "",
            "author": {**user_payload(BOT_ID, "tcg-judge"), "bot": True},
            "embeds": data.get("embeds") or [],
            "components": data.get("components") or [],
            "attachments": [],
            "mentions": [],
            "mention_roles": [],
            "mention_everyone": False,
            "pinned": False,
            "tts": False,
            "timestamp": "2026-01-01T00:00:00+00:00",
            "edited_timestamp": None,
            "flags": int(data.get("flags") or 0),
            "webhook_id": str(APP_ID),
            "application_id": str(APP_ID),
        }
        self.messages[msg["id"]] = msg
        return msg

    async def webhook_request(
        self, route: Any, *, payload: Any = None, params: Any = None, **kwargs: Any
    ) -> Any:
        if payload is None and kwargs.get("multipart"):
            payload = json.loads(kwargs["multipart"][0]["value"])
        req = Request(route.method, _path(route), payload, params)
        self.requests.append(req)
        answer = self._answer(route, payload)
        msg = (
            (answer.get("resource") or {}).get("message", answer)
            if isinstance(answer, dict)
            else None
        )
        if isinstance(msg, dict) and "id" in msg:
            req.message_id = msg["id"]
        return answer

    def _answer(self, route: Any, payload: Any) -> Any:
        if self.fail_next:
            status, self.fail_next = self.fail_next, None
            raise discord.HTTPException(
                _FakeResponse(status), {"message": "fake failure", "code": 0}
            )
        if route.path.endswith("/callback"):
            interaction = {"id": str(route.webhook_id), "type": 2}
            kind = (payload or {}).get("type")
            if kind == 7 and str(route.webhook_id) in self.clicked:
                msg = self.update(
                    self.clicked[str(route.webhook_id)], (payload or {}).get("data") or {}
                )
                interaction.update(response_message_id=msg["id"])
                return {"interaction": interaction, "resource": {"type": kind, "message": msg}}
            if kind in (4, 5, 7):
                msg = self.message((payload or {}).get("data") or {})
                interaction.update(
                    response_message_id=msg["id"],
                    response_message_loading=kind == 5,
                    response_message_ephemeral=bool(
                        ((payload or {}).get("data") or {}).get("flags", 0) & 64
                    ),
                )
                return {"interaction": interaction, "resource": {"type": kind, "message": msg}}
            return {"interaction": interaction, "resource": {"type": kind}}
        if route.method == "DELETE":
            return None
        if route.method == "PATCH" and str(route.webhook_token) in self.clicked:
            return self.update(self.clicked[str(route.webhook_token)], payload or {})
        if route.method in ("POST", "PATCH"):
            return self.message(payload or {})
        return self.message({})

    async def http_request(self, route: Any, **kwargs: Any) -> Any:
        payload = kwargs.get("json")
        self.requests.append(Request(route.method, _path(route), payload))
        if route.path == "/users/@me":
            return {
                **user_payload(BOT_ID, "tcg-judge"),
                "bot": True,
                "verified": True,
                "mfa_enabled": False,
            }
        if route.path == "/oauth2/applications/@me":
            return {
                "id": str(APP_ID),
                "name": "tcg-judge",
                "icon": None,
                "description": "",
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": user_payload(),
                "verify_key": "0" * 64,
                "flags": 0,
            }
        if route.path.endswith("/commands") and route.method == "GET":
            return self.registered
        if route.path.endswith("/commands") and route.method == "PUT":
            return [
                {**c, "id": snowflake(), "application_id": str(APP_ID), "version": "1"}
                for c in payload or []
            ]
        raise AssertionError(f"unexpected HTTP call {route.method} {route.path}")

    def clear(self) -> None:
        self.requests.clear()


def _path(route: Any) -> str:
    return route.url.removeprefix(Route.BASE)


class _FakeResponse:
    def __init__(self, status: int) -> None:
        self.status = status
        self.reason = "fake"


def _option(name: str, value: Any, *, focused: bool = False) -> dict[str, Any]:
    kind = BOOLEAN if isinstance(value, bool) else INTEGER if isinstance(value, int) else STRING
    opt: dict[str, Any] = {"name": name, "type": kind, "value": value}
    if focused:
        opt["focused"] = True
    return opt


class Harness:
    """A logged-in bot (over the fake API) and helpers to send it interactions."""

    def __init__(self, fake: FakeDiscord, bot: JudgeBot) -> None:
        self.fake = fake
        self.bot = bot

    # -- payloads ------------------------------------------------------------------

    def base(
        self, kind: int, *, dm: bool = False, perms: int = BASIC_PERMS, user_install: bool = False
    ) -> dict[str, Any]:
        p: dict[str, Any] = {
            "id": snowflake(),
            "application_id": str(APP_ID),
            "type": kind,
            "token": "tok-" + snowflake(),
            "version": 1,
            "locale": "en-US",
            "app_permissions": str(BASIC_PERMS),
            "attachment_size_limit": 10 * 1024 * 1024,
            "entitlements": [],
        }
        if dm:
            p["channel"] = {"id": str(DM_CHANNEL_ID), "type": 1, "recipients": [user_payload()]}
            p["channel_id"] = str(DM_CHANNEL_ID)
            p["user"] = user_payload()
            p["context"] = 1
            p["authorizing_integration_owners"] = {"1": str(USER_ID)}
        else:
            p["guild_id"] = str(GUILD_ID)
            p["guild_locale"] = "en-US"
            p["guild"] = {"id": str(GUILD_ID), "locale": "en-US", "features": []}
            p["channel"] = {
                "id": str(CHANNEL_ID),
                "type": 0,
                "guild_id": str(GUILD_ID),
                "name": "rules-questions",
                "position": 0,
                "permission_overwrites": [],
                "nsfw": False,
                "parent_id": None,
            }
            p["channel_id"] = str(CHANNEL_ID)
            p["member"] = {
                "user": user_payload(),
                "roles": [],
                "joined_at": "2025-01-01T00:00:00+00:00",
                "deaf": False,
                "mute": False,
                "flags": 0,
                "permissions": str(perms),
            }
            p["context"] = 0
            p["authorizing_integration_owners"] = (
                {"1": str(USER_ID)} if user_install else {"0": str(GUILD_ID)}
            )
        return p

    def command_payload(
        self,
        name: str,
        options: dict[str, Any] | None = None,
        *,
        sub: str | None = None,
        focused: str | None = None,
        **ctx: Any,
    ) -> dict[str, Any]:
        opts = [_option(k, v, focused=(k == focused)) for k, v in (options or {}).items()]
        if sub:
            opts = [{"name": sub, "type": 1, "options": opts}]
        p = self.base(4 if focused else 2, **ctx)
        p["data"] = {"id": snowflake(), "name": name, "type": 1, "options": opts}
        return p

    def component_payload(
        self,
        message: Request | dict[str, Any],
        custom_id: str,
        *,
        component_type: int = 2,
        values: list[str] | None = None,
        **ctx: Any,
    ) -> dict[str, Any]:
        msg = self.message_of(message)
        p = self.base(3, **ctx)
        p["message"] = msg
        self.fake.clicked[p["id"]] = self.fake.clicked[p["token"]] = msg["id"]
        p["data"] = {"custom_id": custom_id, "component_type": component_type}
        if values is not None:
            p["data"]["values"] = values
        return p

    def modal_payload(self, custom_id: str, fields: dict[str, str], **ctx: Any) -> dict[str, Any]:
        p = self.base(5, **ctx)
        p["data"] = {
            "custom_id": custom_id,
            "components": [
                {"type": 1, "components": [{"type": 4, "custom_id": cid, "value": value}]}
                for cid, value in fields.items()
            ],
        }
        return p

    def message_of(self, req: Request | dict[str, Any]) -> dict[str, Any]:
        """The message Discord stored for a recorded send (what a later click refers to)."""
        if isinstance(req, dict):
            return req
        assert req.message_id, f"{req.method} {req.path} created no message"
        return json.loads(json.dumps(self.fake.messages[req.message_id]))  # a snapshot, as sent

    # -- dispatch -------------------------------------------------------------------

    async def dispatch(self, payload: dict[str, Any], timeout: float = 20.0) -> list[Request]:
        """Feed one INTERACTION_CREATE to the bot; wait for its handling; return what it sent."""
        start = len(self.fake.requests)
        before = set(asyncio.all_tasks())
        self.bot._connection.parse_interaction_create(payload)  # the gateway's entry point
        await asyncio.wait_for(self._settle(before), timeout)
        return self.fake.requests[start:]

    async def _settle(self, before: set[asyncio.Task[Any]]) -> None:
        watched = ("wrapper", "_scheduled_task", "schedule_dynamic_item_call")
        while True:
            await asyncio.sleep(0)
            pending = [
                t
                for t in asyncio.all_tasks() - before
                if not t.done() and t.get_coro().__qualname__.split(".")[-1] in watched
            ]
            if not pending:
                return
            await asyncio.wait(pending)

    async def command(
        self, command: str, /, *, sub: str | None = None, **options: Any
    ) -> list[Request]:
        ctx = {k: options.pop(k) for k in ("dm", "perms", "user_install") if k in options}
        return await self.dispatch(self.command_payload(command, options, sub=sub, **ctx))

    async def autocomplete(
        self, command: str, focused: str, /, **options: Any
    ) -> list[dict[str, Any]]:
        ctx = {k: options.pop(k) for k in ("dm",) if k in options}
        sent = await self.dispatch(self.command_payload(command, options, focused=focused, **ctx))
        assert len(sent) == 1 and sent[0].callback_type == 8, sent
        return sent[0].payload["data"]["choices"]

    async def click(self, message: Request, label_part: str, **ctx: Any) -> list[Request]:
        button = message.button(label_part)
        assert not button.get("disabled"), f"{label_part!r} is disabled"
        return await self.dispatch(self.component_payload(message, button["custom_id"], **ctx))

    async def select(self, message: Request, value: str, **ctx: Any) -> list[Request]:
        menu = message.selects()[0]
        assert value in [o["value"] for o in menu["options"]], menu["options"]
        return await self.dispatch(
            self.component_payload(
                message, menu["custom_id"], component_type=3, values=[value], **ctx
            )
        )


def final(sent: list[Request]) -> Request:
    """The request that carries the answer (the last one with embeds)."""
    with_embeds = [r for r in sent if r.embeds]
    assert with_embeds, f"no embeds sent: {[(r.method, r.path, r.payload) for r in sent]}"
    return with_embeds[-1]


@contextlib.asynccontextmanager
async def running_bot(fake: FakeDiscord, runner: Runner, monkeypatch: Any):
    """A JudgeBot logged in over the fake API, cogs loaded, closed afterwards."""
    monkeypatch.setattr(
        AsyncWebhookAdapter,
        "request",
        lambda self, route, session, **kw: fake.webhook_request(route, **kw),
    )
    monkeypatch.setattr(
        HTTPClient, "request", lambda self, route, **kw: fake.http_request(route, **kw)
    )
    bot = JudgeBot(runner)
    await bot.login("fake-token")  # static login + application info over the fake, then setup_hook
    try:
        yield Harness(fake, bot)
    finally:
        for view in list(bot._connection._view_store._views.values()):
            for item in list(view.values()):
                if item.view is not None:
                    item.view.stop()
        await bot.http.close()
        bot.runner = runner  # the runner is shared across tests; JudgeBot.close would shut it
