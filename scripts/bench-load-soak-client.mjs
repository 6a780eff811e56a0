/**
 * One client of `npm run bench:load -- --soak`: the requests it sends in turn (registrations,
 * logins, profile updates with a picture, products queries) and the checks of their answers.
 */
import { send } from './bench-load-http.mjs';
import { random } from './bench-load-queries.mjs';

/** A 1×1 PNG: the profile picture every soak update sends. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body of text fields and one picture, as the browser's FormData would send it. */
function multipart(fields, picture) {
  const boundary = `----soak${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  const body = Buffer.concat(parts);
  return {
    body,
    headers: {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': body.length,
    },
  };
}

export const SOAK_KINDS = ['register', 'login', 'profile', 'products'];

/**
 * One soak client: in every ten requests one registration, two logins, one profile update with a
 * picture and six products queries. Registered shoppers go to `registered`, for the final check.
 */
export function soakClient(port, index, queries, registered, counter) {
  const pick = random(5000 + index);
  const mine = [];
  let token = null;
  return async (count) => {
    const step = count % 10;
    if (step === 0 || mine.length === 0) {
      const n = counter.next++;
      const shopper = {
        email: `soak.${index}.${n}@example.in`,
        password: `Soak@${n}x${index}`,
        phone: `9${String(100_000_000 + n * 101 + index).slice(-9)}`,
      };
      const response = await send(
        port,
        'POST',
        '/api/register/',
        JSON.stringify({
          first_name: 'Soak',
          last_name: `Shopper${n}`,
          email: shopper.email,
          phone: shopper.phone,
          password: shopper.password,
          con_password: shopper.password,
        }),
      );
      if (response.status !== 201)
        throw new Error(`register HTTP ${response.status}: ${response.text.slice(0, 120)}`);
      mine.push(shopper);
      registered.push(shopper);
      return 'register';
    }
    if (step === 1 || step === 2 || token === null) {
      const shopper = mine[Math.floor(pick() * mine.length)];
      const response = await send(
        port,
        'POST',
        '/api/login/',
        JSON.stringify({ email: shopper.email, password: shopper.password }),
      );
      const body = JSON.parse(response.text);
      if (response.status !== 200 || typeof body.access_token !== 'string')
        throw new Error(`login HTTP ${response.status}: ${response.text.slice(0, 120)}`);
      token = body.access_token;
      return 'login';
    }
    if (step === 3) {
      const { body, headers } = multipart(
        { first_name: 'Soak', last_name: `Updated${count}` },
        PNG,
      );
      const response = await send(port, 'PUT', '/api/user/profile/', body, {
        ...headers,
        Authorization: `Bearer ${token}`,
      });
      const profile = JSON.parse(response.text);
      if (response.status !== 200 || !String(profile.image_url).startsWith('data:image/png'))
        throw new Error(`profile HTTP ${response.status}: ${response.text.slice(0, 120)}`);
      return 'profile';
    }
    const response = await send(port, 'GET', queries[Math.floor(pick() * queries.length)]);
    if (response.status !== 200 || !Array.isArray(JSON.parse(response.text)))
      throw new Error(`products HTTP ${response.status}`);
    return 'products';
  };
}
