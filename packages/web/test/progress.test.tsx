import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectProgress } from '../src/features/progress/ProjectProgress';
import { PostProgressDialog } from '../src/pages/admin/PostProgressDialog';
import { renderWithProviders, stubFetch } from './helpers';

const photo = (update: number, n: number, name: string) => ({
  url: `/api/furniture-requests/7/progress/${update}/photos/${n}`,
  thumbnailUrl: `/api/furniture-requests/7/progress/${update}/photos/${n}/thumbnail`,
  name,
  width: 1600,
  height: 1200,
});

const update = (
  id: number,
  milestone: string,
  photos: ReturnType<typeof photo>[],
  readByCustomer = false,
  note: string | null = null,
) => ({
  id,
  kind: 'update' as const,
  milestone,
  note,
  postedAt: `2026-03-0${id}T10:00:00.000Z`,
  readByCustomer,
  photos,
});

beforeEach(() => {
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${(next += 1)}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the customer card’s progress timeline', () => {
  const timeline = {
    data: [
      update(2, 'Assembly', [photo(2, 1, 'frame.jpg'), photo(2, 2, 'joint.jpg')], false, 'Glued'),
      update(1, 'Materials selected', [photo(1, 1, 'boards.jpg')], true),
    ],
    unread: 1,
  };

  it('shows nothing before the project is approved, and loads nothing', () => {
    const { fetchMock } = stubFetch({});
    renderWithProviders(<ProjectProgress projectId={7} status="quoted" />);
    expect(screen.queryByRole('button', { name: /Workshop progress/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts unread updates on its button, opens newest first, and marks them read', async () => {
    const { calls } = stubFetch({
      'GET /api/furniture-requests/7/progress': { body: timeline },
      'POST /api/furniture-requests/7/progress/read': {
        body: { message: 'Progress marked as read', marked: 1 },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProjectProgress projectId={7} status="in_progress" />);
    const toggle = await screen.findByRole('button', { name: /Workshop progress/ });
    expect(toggle).toHaveTextContent('Workshop progress · Assembly');
    expect(within(toggle).getByTestId('unread-badge')).toHaveTextContent('1');
    expect(toggle).toHaveAccessibleName(/1 unread/);
    expect(calls.some((call) => call.url.endsWith('/read'))).toBe(false);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const entries = screen.getAllByTestId('progress-entry');
    expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
      'Assembly',
      'Materials selected',
    ]);
    expect(within(entries[0]!).getByText('New')).toBeInTheDocument();
    expect(within(entries[1]!).queryByText('New')).toBeNull();
    expect(within(entries[0]!).getByText('Glued')).toBeInTheDocument();
    expect(within(entries[0]!).getByAltText('Workshop photo 1 of 2: Assembly')).toHaveAttribute(
      'src',
      '/api/furniture-requests/7/progress/2/photos/1/thumbnail',
    );
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: '/api/furniture-requests/7/progress/read',
        body: undefined,
      }),
    );
  });

  it('opens a photo larger in an accessible viewer: arrows move, Escape closes, focus returns', async () => {
    stubFetch({
      'GET /api/furniture-requests/7/progress': { body: { ...timeline, unread: 0 } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProjectProgress projectId={7} status="completed" />);
    await user.click(await screen.findByRole('button', { name: /Workshop progress/ }));
    const thumb = screen.getByRole('button', { name: 'Open workshop photo 1 of 2: assembly' });
    await user.click(thumb);

    const viewer = await screen.findByRole('dialog', { name: 'Assembly' });
    expect(viewer).toHaveAccessibleDescription('Photo 1 of 2');
    const large = within(viewer).getByAltText('Workshop photo 1 of 2: Assembly');
    expect(large).toHaveAttribute('src', '/api/furniture-requests/7/progress/2/photos/1');

    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByAltText('Workshop photo 2 of 2: Assembly')).toHaveAttribute(
      'src',
      '/api/furniture-requests/7/progress/2/photos/2',
    );
    await user.click(within(viewer).getByRole('button', { name: /Next/ }));
    expect(within(viewer).getByAltText('Workshop photo 1 of 2: Assembly')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(thumb).toHaveFocus());
  });
});

describe('the workshop’s Post Progress dialog', () => {
  const png = (name: string) =>
    new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

  function setup(answer: { status?: number; body?: unknown } = { status: 201 }) {
    const { fetchMock } = stubFetch({
      'POST /api/furniture-requests/7/progress': {
        status: answer.status ?? 201,
        body: answer.body ?? { message: 'Progress posted', data: update(3, 'Finishing', []) },
      },
    });
    const onOpenChange = vi.fn();
    renderWithProviders(
      <PostProgressDialog
        projectId={7}
        customerName="Ann Baker"
        open
        onOpenChange={onOpenChange}
      />,
    );
    // A drop or "All files" in the picker gets past `accept`: the form checks each file itself.
    return { fetchMock, onOpenChange, user: userEvent.setup({ applyAccept: false }) };
  }

  const sentForm = (fetchMock: ReturnType<typeof stubFetch>['fetchMock']) => {
    const init = fetchMock.mock.calls.at(-1)?.[1];
    expect(init?.body).toBeInstanceOf(FormData);
    return init?.body as FormData;
  };

  it('sends a usual milestone, the note and the chosen photos, minus the one removed', async () => {
    const { fetchMock, onOpenChange, user } = setup();
    await user.selectOptions(screen.getByLabelText(/^Milestone/), 'Finishing');
    await user.type(screen.getByLabelText('Note for the customer'), 'Oil and wax.');
    await user.upload(screen.getByLabelText('Photos'), [png('a.png'), png('b.png'), png('c.png')]);
    const previews = screen.getByRole('list', { name: 'Chosen photos' });
    expect(
      within(previews)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['a.png', 'b.png', 'c.png']);
    expect(screen.getByText('3 of 6 photos chosen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove b.png' }));

    await user.click(screen.getByRole('button', { name: /Post Update/ }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const form = sentForm(fetchMock);
    expect(form.get('milestone')).toBe('Finishing');
    expect(form.get('note')).toBe('Oil and wax.');
    expect((form.getAll('photos') as File[]).map((file) => file.name)).toEqual(['a.png', 'c.png']);
    expect(await screen.findByText('Ann Baker will get an email.')).toBeInTheDocument();
  });

  it('takes the workshop’s own words, and asks for them when left empty', async () => {
    const { fetchMock, user } = setup();
    await user.selectOptions(screen.getByLabelText(/^Milestone/), 'In my own words…');
    await user.click(screen.getByRole('button', { name: /Post Update/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a milestone or describe it',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Milestone in your words/), 'Legs turned');
    await user.click(screen.getByRole('button', { name: /Post Update/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentForm(fetchMock).get('milestone')).toBe('Legs turned');
  });

  it('refuses a file that is not an image, keeps to six photos, and shows the server’s refusal', async () => {
    const { user } = setup({
      status: 409,
      body: {
        message: 'Progress can only be posted on a project in progress.',
        rule: 'POST_PROGRESS',
      },
    });
    const input = screen.getByLabelText('Photos');
    await user.upload(input, [new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' })]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“plan.pdf” is not a JPEG, PNG or GIF image',
    );
    await user.upload(
      input,
      Array.from({ length: 8 }, (_, i) => png(`p${i}.png`)),
    );
    expect(screen.getByText('6 of 6 photos chosen.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('At most 6 photos: the first 6 were added');
    expect(input).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Post Update/ }));
    expect(
      await screen.findByText('Progress can only be posted on a project in progress.'),
    ).toBeInTheDocument();
  });
});
