// @vitest-environment node
import { ROLE_PERMISSIONS, type Permission } from '../../src/contract/permissions';
import type { ImageSensitivity, VerificationRecord } from '../../mock-server/types';
import {
  expectDescriptor,
  signIn,
  startServer,
  type CallResult,
  type TestServer,
  data,
} from './helpers';

let server: TestServer;
let admin: string;
let agent: string;
let insensitiveOnly: string;

/**
 * No shipped role holds the insensitive-image permission without the full image permission, so this file gives
 * the analyst's role (ROLE_EXPERIMENT_USER, Acme Bank) that combination for its own run only (vitest isolates
 * modules per file) and takes it back afterwards.
 */
const EXTRA: Permission[] = ['PERM_SCANS_VIEW', 'PERM_SCAN_IMAGES_INSENSITIVE_VIEW'];
const experimentUser = ROLE_PERMISSIONS.ROLE_EXPERIMENT_USER as Permission[];

beforeAll(async () => {
  experimentUser.push(...EXTRA);
  server = await startServer();
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  agent = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
  insensitiveOnly = (await signIn(server.base, 'analyst@demo.test')).tokens.accessToken;
  // Signing in several users shares a busy machine with other suites.
}, 60_000);
afterAll(async () => {
  experimentUser.splice(experimentUser.length - EXTRA.length, EXTRA.length);
  await server.close();
});

const getImage = async (verificationId: string, partId: string, token: string) => {
  const res = await fetch(
    `${server.base}/api/v1/verifications/${verificationId}/images/${partId}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  const bytes = Buffer.from(await res.arrayBuffer());
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, bytes, json, text: bytes.toString('utf8') };
};
const asResult = (r: Awaited<ReturnType<typeof getImage>>): CallResult =>
  ({ status: r.status, headers: r.headers, text: r.text, json: r.json }) as CallResult;

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const find = (tenant: string, predicate: (v: VerificationRecord) => boolean) =>
  data(server.mock).verifications.find((v) => v.tenantId === tenant && predicate(v))!;
const partWith = (tenant: string, sensitivity: ImageSensitivity) => {
  const v = find(tenant, (x) =>
    x.credentials.some((c) => c.parts.some((p) => p.sensitivity === sensitivity)),
  );
  const part = v.credentials.flatMap((c) => c.parts).find((p) => p.sensitivity === sensitivity)!;
  return { v, part };
};

describe('verification images', () => {
  it('answers JPEG document sides and PNG faces with the right content type and magic bytes', async () => {
    const v = find('t-acme', (x) => x.status === 'APPROVED' && x.documentType === 'ID_CARD');
    const [front, back] = v.credentials[0]!.parts;
    const face = v.credentials.find((c) => c.category === 'SELFIE' || c.category === 'FACEMAP')!
      .parts[0]!;
    const frontImage = await getImage(v.id, front!.id, admin);
    expect(frontImage.status).toBe(200);
    expect(frontImage.headers.get('content-type')).toBe('image/jpeg');
    expect(frontImage.bytes.subarray(0, 3)).toEqual(JPEG);
    expect(frontImage.headers.get('content-disposition')).toContain(`${front!.id}.jpg`);
    const backImage = await getImage(v.id, back!.id, admin);
    expect(backImage.bytes.subarray(0, 3)).toEqual(JPEG);
    expect(backImage.bytes.equals(frontImage.bytes)).toBe(false);
    const faceImage = await getImage(v.id, face.id, admin);
    expect(faceImage.headers.get('content-type')).toBe('image/png');
    expect(faceImage.bytes.subarray(0, 8)).toEqual(PNG);
    // Deterministic: the same part gives the same bytes.
    expect((await getImage(v.id, front!.id, admin)).bytes.equals(frontImage.bytes)).toBe(true);
  });

  it('answers PNG liveness frames', async () => {
    const v = find('t-acme', (x) => x.credentials.some((c) => c.category === 'LIVENESS'));
    const frames = v.credentials.find((c) => c.category === 'LIVENESS')!.parts;
    const first = await getImage(v.id, frames[0]!.id, admin);
    const last = await getImage(v.id, frames[frames.length - 1]!.id, admin);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.bytes.subarray(0, 8)).toEqual(PNG);
    expect(first.bytes.equals(last.bytes)).toBe(false);
  });

  it("404s for another tenant's image, an unknown part and a part of another verification", async () => {
    const globex = find('t-globex', (x) => x.credentials.length > 0);
    expectDescriptor(
      asResult(await getImage(globex.id, globex.credentials[0]!.parts[0]!.id, admin)),
      404,
      'NOT_FOUND',
    );
    const acme = find('t-acme', (x) => x.credentials.length > 0);
    expectDescriptor(asResult(await getImage(acme.id, 'nope', admin)), 404, 'NOT_FOUND');
    const other = find('t-acme', (x) => x.id !== acme.id && x.credentials.length > 0);
    expectDescriptor(
      asResult(await getImage(acme.id, other.credentials[0]!.parts[0]!.id, admin)),
      404,
      'NOT_FOUND',
    );
  });

  it('lets the sensitivity decide the permission', async () => {
    const sensitive = partWith('t-acme', 'SENSITIVE');
    const insensitive = partWith('t-acme', 'INSENSITIVE');
    const inProgress = partWith('t-acme', 'IN_PROGRESS');
    const temporary = partWith('t-acme', 'TEMPORARY');
    // The agent holds PERM_SCAN_IMAGES_VIEW only.
    expect((await getImage(sensitive.v.id, sensitive.part.id, agent)).status).toBe(200);
    expect((await getImage(insensitive.v.id, insensitive.part.id, agent)).status).toBe(200);
    const progress = expectDescriptor(
      asResult(await getImage(inProgress.v.id, inProgress.part.id, agent)),
      403,
      'ACCESS_DENIED',
    );
    expect(progress.requiredAuthorities).toEqual(['PERM_SCAN_IMAGES_IN_PROGRESS_VIEW']);
    const temp = expectDescriptor(
      asResult(await getImage(temporary.v.id, temporary.part.id, agent)),
      403,
      'ACCESS_DENIED',
    );
    expect(temp.requiredAuthorities).toEqual(['PERM_SCAN_IMAGES_TEMPORARY_VIEW']);
    // The administrator holds every image permission.
    expect((await getImage(inProgress.v.id, inProgress.part.id, admin)).status).toBe(200);
    expect((await getImage(temporary.v.id, temporary.part.id, admin)).status).toBe(200);
    // Insensitive-only: insensitive parts yes, sensitive no.
    expect((await getImage(insensitive.v.id, insensitive.part.id, insensitiveOnly)).status).toBe(
      200,
    );
    const denied = expectDescriptor(
      asResult(await getImage(sensitive.v.id, sensitive.part.id, insensitiveOnly)),
      403,
      'ACCESS_DENIED',
    );
    expect(denied.requiredAuthorities).toEqual(['PERM_SCAN_IMAGES_VIEW']);
  });

  it('renders a masked part differently (black bars), still as a valid image', async () => {
    const v = find(
      't-acme',
      (x) => x.status === 'APPROVED' && x.credentials[0]?.parts[0]?.classifier === 'FRONT',
    );
    const part = v.credentials[0]!.parts[0]!;
    const plain = await getImage(v.id, part.id, admin);
    const res = await fetch(`${server.base}/api/v1/verifications/${v.id}/credentials/mask`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ credentialIds: [v.credentials[0]!.id] }),
    });
    expect(res.status).toBe(200);
    const masked = await getImage(v.id, part.id, admin);
    expect(masked.status).toBe(200);
    expect(masked.bytes.subarray(0, 3)).toEqual(JPEG);
    expect(masked.bytes.equals(plain.bytes)).toBe(false);
  });
});
