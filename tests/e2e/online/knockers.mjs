// Raw knockers for the nearby end-to-end test ("Salas por perto"), run inside the guest's network
// namespace from an address of their own (`localAddress`), with a WebSocket written by hand (no
// package): what a stranger on the Wi-Fi could send the host's phone.
//
//   node knockers.mjs eve   HOST PORT ROOM LOCAL   knocks as "Eve"; the host refuses (by a tap, in
//                                                   the driver): no invite secret comes, and a
//                                                   second knock is refused at once
//   node knockers.mjs flood HOST PORT ROOM LOCAL   40 knocks at once: the service answers a few,
//                                                   then closes the socket (1008)
// Prints one JSON line per step; exits non-zero when the host's phone does not behave.
import http from "node:http";
import crypto from "node:crypto";

const [mode, host, port, room, localAddress] = process.argv.slice(2);
const say = (what) => console.log(JSON.stringify(what));

function connect() {
  return new Promise((ok, fail) => {
    const key = crypto.randomBytes(16).toString("base64");
    const request = http.request({
      host, port, path: `/ws?room=${room}`, localAddress,
      headers: { Connection: "Upgrade", Upgrade: "websocket", "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": key },
    });
    request.on("upgrade", (_response, socket, head) => ok(wrap(socket, head)));
    request.on("response", (response) => fail(new Error(`no upgrade: HTTP ${response.statusCode}`)));
    request.on("error", fail);
    request.end();
  });
}

// A WebSocket over `socket`: text frames as JSON, pings answered, the close frame's code kept.
function wrap(socket, head) {
  let buffer = head;
  const messages = [];
  const waiters = [];
  const state = { closed: false, closeCode: null };
  const deliver = () => { while (waiters.length && (messages.length || state.closed)) waiters.shift()(); };
  const frame = (payload, opcode) => {
    const mask = crypto.randomBytes(4);
    const header = payload.length < 126
      ? Buffer.from([0x80 | opcode, 0x80 | payload.length])
      : Buffer.from([0x80 | opcode, 0x80 | 126, payload.length >> 8, payload.length & 255]);
    socket.write(Buffer.concat([header, mask, Buffer.from(payload.map((b, i) => b ^ mask[i % 4]))]));
  };
  socket.on("data", (data) => {
    buffer = Buffer.concat([buffer, data]);
    for (;;) {
      if (buffer.length < 2) break;
      const opcode = buffer[0] & 15;
      let length = buffer[1] & 127;
      let offset = 2;
      if (length === 126) { if (buffer.length < 4) break; length = buffer.readUInt16BE(2); offset = 4; }
      if (buffer.length < offset + length) break;
      const payload = buffer.subarray(offset, offset + length);
      buffer = buffer.subarray(offset + length);
      if (opcode === 1) messages.push(JSON.parse(payload.toString()));
      else if (opcode === 9) frame(payload, 10);
      else if (opcode === 8) { state.closeCode = payload.length >= 2 ? payload.readUInt16BE(0) : null; state.closed = true; socket.end(); }
    }
    deliver();
  });
  socket.on("close", () => { state.closed = true; deliver(); });
  socket.on("error", () => { state.closed = true; deliver(); });
  return {
    state,
    send: (message) => { if (!state.closed) frame(Buffer.from(JSON.stringify(message)), 1); },
    next: (ms = 30000) => new Promise((ok, fail) => {
      const timer = setTimeout(() => fail(new Error(`nothing from the host's phone in ${ms} ms`)), ms);
      waiters.push(() => { clearTimeout(timer); ok(messages.length ? messages.shift() : null); });
      deliver();
    }),
  };
}

const knock = (id, name) => ({ v: 1, id, type: "knock", room, name });

async function eve() {
  const ws = await connect();
  ws.send(knock(1, "Eve"));
  let message = await ws.next();
  if (message?.type !== "knocking") throw new Error(`expected knocking, got ${JSON.stringify(message)}`);
  say({ step: "knocking", knock: message.knock });
  // The driver taps Recusar on the host's phone now.
  do { message = await ws.next(60000); } while (message && message.type !== "knock_answered");
  if (!message) throw new Error("the socket closed before the host answered");
  if (message.outcome !== "refused") throw new Error(`expected a refusal, got ${JSON.stringify(message)}`);
  if ("invite_secret" in message) throw new Error(`a refused knock carried a secret: ${JSON.stringify(message)}`);
  say({ step: "refused", message });
  ws.send(knock(2, "Eve"));
  message = await ws.next();
  if (message?.code !== "knock_refused") throw new Error(`a second knock was not refused: ${JSON.stringify(message)}`);
  say({ step: "refused-again", code: message.code });
}

async function flood() {
  const ws = await connect();
  for (let n = 0; n < 40; n++) ws.send(knock(n + 1, `Flood${n}`));
  const answers = [];
  for (;;) {
    const message = await ws.next(10000);
    if (!message) break;
    answers.push(message.type === "error" ? message.code : message.type);
  }
  say({ step: "cut-off", closeCode: ws.state.closeCode, answers });
  if (ws.state.closeCode !== 1008) throw new Error(`the flood was not cut off (close ${ws.state.closeCode})`);
  if (answers.length > 10) throw new Error(`the service answered ${answers.length} knocks before cutting off`);
}

try {
  if (mode === "eve") await eve();
  else if (mode === "flood") await flood();
  else throw new Error(`unknown mode ${mode}`);
  process.exit(0);
} catch (error) {
  say({ step: "fail", error: error.message });
  process.exit(1);
}
