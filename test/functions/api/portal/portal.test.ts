// Testimonials and FAQs through the real handlers: added at the end, changed, shown or hidden, moved, removed,
// each answer the list as it stands; bad input names its field and changes nothing; a full list says so; and
// another contractor's entries can be neither seen nor changed.
import { describe, expect, it } from 'vitest';
import { maxTestimonials } from '#domain/schemas/portal';
import { createContractor } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';

const server = runTestServer();

const testimonial = (customerName: string, overrides: Record<string, unknown> = {}) => ({
  customerName,
  town: 'Oak Park',
  rating: 5,
  text: 'They built our fence in two days and cleaned up everything.',
  date: '2026-10-02',
  ...overrides,
});

const namesOf = (list: Array<{ customerName: string }>) => list.map((entry) => entry.customerName);

describe('testimonials', () => {
  it('are added at the end, changed, hidden, moved and removed, each answering the list in order', async () => {
    const { browser } = await createContractor(server.baseUrl);
    const maria = await browser.post('/api/testimonials', testimonial('Maria G.'));
    expect(maria.status).toBe(201);
    expect(maria.body).toMatchObject({ customerName: 'Maria G.', rating: 5, shown: true, order: 0 });
    const ted = (await browser.post('/api/testimonials', testimonial('Ted R.', { rating: 4, shown: false })))
      .body;
    const ana = (await browser.post('/api/testimonials', testimonial('Ana P.', { town: '' }))).body;
    expect(ana.order).toBe(2);

    const moved = await browser.patch(`/api/testimonials/${ana.id}`, { order: 0 });
    expect(moved.status).toBe(200);
    expect(namesOf(moved.body.testimonials)).toEqual(['Ana P.', 'Maria G.', 'Ted R.']);
    expect(moved.body.testimonials.map((entry: { order: number }) => entry.order)).toEqual([0, 1, 2]);

    const shown = await browser.patch(`/api/testimonials/${ted.id}`, { shown: true, text: 'Great crew.' });
    expect(shown.body.testimonials[2]).toMatchObject({
      customerName: 'Ted R.',
      shown: true,
      text: 'Great crew.',
    });

    const removed = await browser.request('DELETE', `/api/testimonials/${maria.body.id}`);
    expect(namesOf(removed.body.testimonials)).toEqual(['Ana P.', 'Ted R.']);
    expect(removed.body.testimonials.map((entry: { order: number }) => entry.order)).toEqual([0, 1]);
    expect((await browser.get('/api/testimonials')).body).toEqual(removed.body);
  });

  it('refuse bad input naming each field, and change nothing', async () => {
    const { browser } = await createContractor(server.baseUrl);
    const bad = await browser.post('/api/testimonials', {
      customerName: ' ',
      rating: 6,
      text: '',
      date: '2026-02-30',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      customerName: 'Enter the customer’s name',
      rating: 'Choose a rating from 1 to 5 stars',
      text: 'Enter what the customer said',
      date: 'Enter a valid date',
    });
    const long = await browser.post('/api/testimonials', testimonial('Lu', { text: 'x'.repeat(1001) }));
    expect(long.body.fields).toEqual({ text: 'That is too long: shorten it' });
    const saved = (await browser.post('/api/testimonials', testimonial('Lu'))).body;
    const badMove = await browser.patch(`/api/testimonials/${saved.id}`, { order: -1, rating: 0 });
    expect(badMove.body.fields).toEqual({
      order: 'Choose a place in the list',
      rating: 'Choose a rating from 1 to 5 stars',
    });
    expect((await browser.get('/api/testimonials')).body.testimonials).toEqual([saved]);
  });

  it(`stop at ${maxTestimonials}`, async () => {
    const { browser } = await createContractor(server.baseUrl);
    for (let index = 0; index < maxTestimonials; index++)
      expect((await browser.post('/api/testimonials', testimonial(`Customer ${index}`))).status).toBe(201);
    const full = await browser.post('/api/testimonials', testimonial('One more'));
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: 'LIST_FULL' });
  });
});

describe('FAQs', () => {
  it('keep a question and its answer in both languages, in order', async () => {
    const { browser } = await createContractor(server.baseUrl);
    const first = await browser.post('/api/faqs', {
      question: { en: 'Do you pull permits?', es: '¿Tramitan los permisos?' },
      answer: { en: 'Yes, we handle them.', es: 'Sí, nos encargamos.' },
    });
    expect(first.status).toBe(201);
    const second = (
      await browser.post('/api/faqs', {
        question: { en: 'How long does it take?' },
        answer: { en: 'Two days.' },
      })
    ).body;
    expect(second).toMatchObject({ question: { en: 'How long does it take?', es: '' }, order: 1 });
    const moved = await browser.patch(`/api/faqs/${second.id}`, {
      order: 0,
      answer: { en: 'One or two days.', es: 'Uno o dos días.' },
    });
    expect(moved.body.faqs.map((faq: { question: { en: string } }) => faq.question.en)).toEqual([
      'How long does it take?',
      'Do you pull permits?',
    ]);
    expect(moved.body.faqs[0].answer).toEqual({ en: 'One or two days.', es: 'Uno o dos días.' });
    const bad = await browser.post('/api/faqs', { question: { en: '' }, answer: {} });
    expect(bad.body.fields).toEqual({ 'question.en': 'Enter the question', 'answer.en': 'Enter the answer' });
    const spanish = await browser.request('POST', '/api/faqs', {
      body: { question: { en: '' }, answer: { en: 'x' } },
      headers: { 'x-picket-lang': 'es' },
    });
    expect(spanish.body.fields).toEqual({ 'question.en': 'Escribe la pregunta' });
    expect((await browser.request('DELETE', `/api/faqs/${first.body.id}`)).body.faqs).toHaveLength(1);
  });
});

describe('another contractor', () => {
  it('can neither see nor change a contractor’s testimonials and FAQs', async () => {
    const owner = await createContractor(server.baseUrl);
    const other = await createContractor(server.baseUrl);
    const mine = (await owner.browser.post('/api/testimonials', testimonial('Maria G.'))).body;
    const faq = (await owner.browser.post('/api/faqs', { question: { en: 'Q?' }, answer: { en: 'A.' } }))
      .body;
    expect((await other.browser.get('/api/testimonials')).body.testimonials).toEqual([]);
    expect((await other.browser.get('/api/faqs')).body.faqs).toEqual([]);
    expect((await other.browser.patch(`/api/testimonials/${mine.id}`, { rating: 1 })).status).toBe(404);
    expect((await other.browser.request('DELETE', `/api/testimonials/${mine.id}`)).status).toBe(404);
    expect((await other.browser.patch(`/api/faqs/${faq.id}`, { order: 3 })).status).toBe(404);
    expect((await other.browser.request('DELETE', `/api/faqs/${faq.id}`)).status).toBe(404);
    expect((await owner.browser.get('/api/testimonials')).body.testimonials).toEqual([mine]);
    expect((await owner.browser.get('/api/faqs')).body.faqs).toEqual([faq]);
  });
});
