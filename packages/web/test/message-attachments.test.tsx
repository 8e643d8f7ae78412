import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagingDialog } from '../src/features/messages/MessagingDialog';
import { renderWithProviders, stubFetch } from './helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

const MB = 1024 * 1024;

/** A file of `size` bytes without allocating them: jsdom's File reports what it is given. */
function fileOf(name: string, type: string, size = 2048): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

type ProgressEventLike = { lengthComputable: boolean; loaded: number; total: number };

/** XMLHttpRequest as the dialog uses it, driven by the test: progress, then an answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  private readonly listeners = new Map<string, (() => void)[]>();
  private readonly progressListeners: ((event: ProgressEventLike) => void)[] = [];
  readonly upload = {
    addEventListener: (_type: string, listener: (event: ProgressEventLike) => void) => {
      this.progressListeners.push(listener);
    },
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    for (const listener of this.progressListeners)
      listener({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    for (const listener of this.listeners.get('load') ?? []) listener();
  }
}

const emptyThread = () =>
  stubFetch({
    'GET /api/furniture-requests/7/messages': { body: { data: [] } },
    'GET /api/messages/unread-counts': { body: { data: {} } },
  });

const openDialog = () =>
  renderWithProviders(
    <MessagingDialog
      projectId={7}
      open
      onOpenChange={() => {}}
      userType="customer"
      defaultSenderName="Ann Lee"
    />,
  );

describe('MessagingDialog attachments', () => {
  it('shows the files of sent messages: image thumbnails that open larger, PDFs to download', async () => {
    stubFetch({
      'GET /api/furniture-requests/7/messages': {
        body: {
          data: [
            {
              id: 3,
              projectId: 7,
              message: 'Drawings attached',
              senderType: 'admin',
              senderName: 'Sam',
              readByAdmin: true,
              readByCustomer: true,
              sentAt: '2026-03-04T14:15:00.000Z',
              attachments: [
                {
                  name: 'front.png',
                  contentType: 'image/png',
                  size: 250_000,
                  url: '/api/furniture-requests/7/messages/3/attachments/1',
                },
                {
                  name: 'plan.pdf',
                  contentType: 'application/pdf',
                  size: 2.5 * MB,
                  url: '/api/furniture-requests/7/messages/3/attachments/2',
                },
              ],
            },
          ],
        },
      },
    });
    openDialog();
    const files = await screen.findByRole('list', { name: 'Attachments' });
    const image = within(files).getByRole('link', {
      name: 'Open front.png (244 KB) larger, in a new tab',
    });
    expect(image).toHaveAttribute('href', '/api/furniture-requests/7/messages/3/attachments/1');
    expect(image).toHaveAttribute('target', '_blank');
    expect(within(image).getByRole('img', { name: 'front.png' })).toBeInTheDocument();
    const pdf = within(files).getByRole('link', { name: /plan\.pdf/ });
    expect(pdf).toHaveAttribute('href', '/api/furniture-requests/7/messages/3/attachments/2');
    expect(pdf).toHaveAttribute('download', 'plan.pdf');
    expect(pdf).toHaveTextContent('PDF · 2.5 MB');
  });

  it('lists picked files with their size, and removes one, keeping focus in the list', async () => {
    emptyThread();
    const user = userEvent.setup();
    openDialog();
    await screen.findByText(/No messages yet/);
    await user.upload(screen.getByTestId('attachment-input'), [
      fileOf('wall.jpg', 'image/jpeg', 300 * 1024),
      fileOf('plan.pdf', 'application/pdf', 3 * MB),
    ]);
    const list = screen.getByRole('list', { name: 'Files to send' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['wall.jpg300 KB', 'plan.pdf3.0 MB']);
    await user.click(screen.getByRole('button', { name: 'Remove wall.jpg' }));
    expect(within(list).queryByText('wall.jpg')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove plan.pdf' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: /Attach files/ })).toHaveFocus());
  });

  it('takes files dropped anywhere on the form', async () => {
    emptyThread();
    openDialog();
    const form = (await screen.findByLabelText('Message')).closest('form');
    if (!form) throw new Error('no form');
    const dropped = fileOf('sketch.png', 'image/png');
    const item = { kind: 'file', type: dropped.type, getAsFile: () => dropped };
    const dataTransfer = { files: [dropped], items: [item], types: ['Files'] };
    fireEvent.dragEnter(form, { dataTransfer });
    expect(await screen.findByText('Drop the files to attach them')).toBeInTheDocument();
    fireEvent.drop(form, { dataTransfer });
    expect(await screen.findByRole('button', { name: 'Remove sketch.png' })).toBeInTheDocument();
  });

  it('says which file is too large, of the wrong type, or one too many, and keeps the rest', async () => {
    emptyThread();
    // As a drop would bring them: the picker's own type filter is not what is tested here.
    const user = userEvent.setup({ applyAccept: false });
    openDialog();
    await screen.findByText(/No messages yet/);
    await user.upload(screen.getByTestId('attachment-input'), [
      fileOf('a.png', 'image/png'),
      fileOf('huge.pdf', 'application/pdf', 11 * MB),
      fileOf(
        'notes.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
      fileOf('b.gif', 'image/gif'),
      fileOf('c.webp', 'image/webp'),
      fileOf('d.jpg', 'image/jpeg'),
    ]);
    const problems = screen.getByRole('list', { name: 'File problems' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '"huge.pdf" is larger than 10 MB: each attachment must be 10 MB or smaller',
      '"notes.docx" is not a JPEG, PNG, GIF, WebP or PDF file',
      '"d.jpg" was not added: a message can carry at most 3 attachments',
    ]);
    const chosen = screen.getAllByTestId('chosen-file').map((item) => item.textContent);
    expect(chosen).toEqual(['a.png2 KB', 'b.gif2 KB', 'c.webp2 KB']);
    // Three files: Attach is done until one is removed.
    expect(screen.getByRole('button', { name: /Attach files/ })).toBeDisabled();
  });

  it('sends the fields and files as one multipart form, shows its progress, then clears', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.sent = [];
    const { calls } = emptyThread();
    const user = userEvent.setup();
    openDialog();
    await user.type(await screen.findByLabelText('Message'), ' See attached ');
    await user.upload(screen.getByTestId('attachment-input'), [
      fileOf('wall.jpg', 'image/jpeg'),
      fileOf('plan.pdf', 'application/pdf'),
    ]);
    await user.click(screen.getByRole('button', { name: /Send Message/ }));

    const xhr = FakeXhr.sent[0];
    if (!xhr?.body) throw new Error('nothing was sent');
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual([
      'POST',
      '/api/furniture-requests/7/messages',
      true,
    ]);
    expect(xhr.body.get('message')).toBe('See attached');
    expect(xhr.body.get('senderName')).toBe('Ann Lee');
    expect(xhr.body.get('senderType')).toBe('customer');
    expect(xhr.body.getAll('attachments').map((file) => (file as File).name)).toEqual([
      'wall.jpg',
      'plan.pdf',
    ]);
    // Not also sent as JSON.
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    act(() => xhr.progress(512, 1024));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading 2 files... 50%');
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '0.5');
    expect(screen.getByRole('button', { name: 'Remove wall.jpg' })).toBeDisabled();

    act(() => xhr.respond(201, { message: 'Message sent', data: {} }));
    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('keeps the files and names the one the server refused', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.sent = [];
    emptyThread();
    const user = userEvent.setup();
    openDialog();
    await user.type(await screen.findByLabelText('Message'), 'Here');
    await user.upload(screen.getByTestId('attachment-input'), [
      fileOf('scan.pdf', 'application/pdf'),
    ]);
    await user.click(screen.getByRole('button', { name: /Send Message/ }));
    const refusal = '"scan.pdf" is not a JPEG, PNG, GIF, WebP or PDF file';
    act(() => FakeXhr.sent[0]?.respond(400, { message: refusal }));
    const problems = await screen.findByRole('list', { name: 'File problems' });
    expect(problems).toHaveTextContent(refusal);
    expect(screen.getAllByTestId('chosen-file')).toHaveLength(1);
    expect(screen.getByLabelText('Message')).toHaveValue('Here');
  });
});
