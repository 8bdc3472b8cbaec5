import { fireEvent, render, screen } from '@testing-library/react';
import { NewsletterForm } from '@/components/marketing/newsletter-form';

const fetchMock = jest.fn();

/** jsdom has no Response: the form only reads ok, status and json(). */
const reply = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body });

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function subscribe(email: string) {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('NewsletterForm', () => {
  it('is named by its own title by default', () => {
    render(<NewsletterForm title="Compliance news in your inbox" />);
    expect(screen.getByRole('form', { name: 'Compliance news in your inbox' })).toBeInTheDocument();
  });

  it("can be named by the page's heading, without a title of its own", () => {
    render(
      <section>
        <h2 id="newsletter-heading">Subscribe to our newsletter</h2>
        <NewsletterForm labelledBy="newsletter-heading" />
      </section>,
    );
    expect(screen.getByRole('form', { name: 'Subscribe to our newsletter' })).toBeInTheDocument();
    expect(screen.getAllByText('Subscribe to our newsletter')).toHaveLength(1);
  });

  it('rejects a bad address without calling the server', async () => {
    render(<NewsletterForm />);
    subscribe('not-an-address');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the lower-cased address once and confirms', async () => {
    fetchMock.mockResolvedValue(reply(200, { subscribed: true }));
    render(<NewsletterForm />);
    subscribe(' Reader@Example.com ');
    expect(await screen.findByText(/Thanks for subscribing!/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ email: 'reader@example.com' });
  });

  it("shows the server's message when it refuses", async () => {
    fetchMock.mockResolvedValue(reply(503, { message: 'We could not save that right now.' }));
    render(<NewsletterForm />);
    subscribe('reader@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save that right now.');
  });
});
