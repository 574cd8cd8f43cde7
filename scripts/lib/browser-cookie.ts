// Sets a cookie in a running Chromium through its DevTools endpoint (Storage.setCookies on
// the browser target), so Lighthouse measures a page as a signed-in shopper sees it
// (Lighthouse's storage reset leaves cookies alone). Node's own WebSocket, no client library.

export async function setBrowserCookie(
  port: number,
  cookie: { name: string; value: string; url: string },
): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => {
      resolve();
    });
    socket.addEventListener('error', () => {
      reject(new Error('DevTools connection failed'));
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('message', (event) => {
        const reply = JSON.parse(String(event.data)) as {
          id?: number;
          error?: { message: string };
        };
        if (reply.id !== 1) return;
        if (reply.error) reject(new Error(reply.error.message));
        else resolve();
      });
      socket.send(
        JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: [cookie] } }),
      );
    });
  } finally {
    socket.close();
  }
}
