import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoursewarePage } from './CoursewarePage';
import { chapter, courseDetail, lesson, renderCourses } from './testKit';

/** Three lessons over two chapters; `done` says which the viewer has completed. */
function course(done: readonly string[]) {
  const of = (id: string, chapterId: string, extra: Record<string, unknown> = {}) => lesson(id, chapterId, { viewerCompleted: done.includes(id), ...extra });
  return courseDetail('c-1', [
    chapter('ch-1', [of('l-1', 'ch-1', { body: 'Read https://docs.example.com/a.\nThen practise.', videoUrl: 'https://video.example.com/1', durationMinutes: 12 }), of('l-2', 'ch-1')], { title: 'Basics' }),
    chapter('ch-2', [of('l-3', 'ch-2')], { title: 'Practice' }),
  ]);
}

/** A server that keeps the viewer's completed lessons and answers the whole course, as the real one does. */
function server(initial: readonly string[]) {
  let done = [...initial];
  return {
    Course: () => ({ data: { course: course(done) } }),
    SetCourseLessonCompleted: (variables: Record<string, unknown>) => {
      const id = variables.id as string;
      done = variables.completed ? [...done, id] : done.filter((d) => d !== id);
      return { data: { setCourseLessonCompleted: course(done) } };
    },
  };
}

describe('courseware (D-583)', () => {
  it('without a lesson in the address, goes to the first lesson not completed', async () => {
    renderCourses(<CoursewarePage />, '/courses/c-1/courseware', server(['l-1']));
    expect(await screen.findByTestId('lesson-title', undefined, { timeout: 5000 })).toHaveTextContent('Lesson l-2');
    expect(screen.getByTestId('location')).toHaveTextContent('/courses/c-1/courseware/l-2');
  });

  it('shows the lesson’s text with its links and line breaks, its video, the outline and the way back', async () => {
    renderCourses(<CoursewarePage />, '/courses/c-1/courseware/l-1', server([]));
    const body = await screen.findByTestId('lesson-body');
    expect(body.textContent).toBe('Read https://docs.example.com/a.\nThen practise.');
    expect(within(body).getByRole('link')).toHaveAttribute('href', 'https://docs.example.com/a');
    expect(screen.getByTestId('lesson-video')).toHaveAttribute('href', 'https://video.example.com/1');
    expect(screen.getByTestId('lesson-duration')).toHaveTextContent('12 min');
    const outline = screen.getByTestId('courseware-outline');
    const links = within(outline).getAllByTestId('courseware-lesson-link');
    expect(links.map((link) => link.dataset.lessonId)).toEqual(['l-1', 'l-2', 'l-3']);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('courseware-back')).toHaveAttribute('href', '/courses/c-1');
    expect(screen.queryByTestId('lesson-previous')).toBeNull();
    expect(screen.getByTestId('lesson-next')).toHaveAttribute('href', '/courses/c-1/courseware/l-2');
  });

  it('marks a lesson complete, then opens the next one with the progress updated', async () => {
    const kit = renderCourses(<CoursewarePage />, '/courses/c-1/courseware/l-2', server([]));
    fireEvent.click(await screen.findByTestId('lesson-complete'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/courses/c-1/courseware/l-3'), { timeout: 3000 });
    expect(kit.callsOf('SetCourseLessonCompleted').map((c) => c.variables)).toEqual([{ id: 'l-2', completed: true }]);
    expect(await screen.findByTestId('lesson-title')).toHaveTextContent('Lesson l-3');
    // The answer went to the cache: the bar and the outline show it without asking the course again.
    await waitFor(() => expect(screen.getByTestId('course-progress')).toHaveAttribute('data-completed', '1'));
    expect(screen.getAllByTestId('courseware-lesson-link').map((link) => link.dataset.completed)).toEqual(['false', 'true', 'false']);
    expect(screen.getByTestId('lesson-previous')).toHaveAttribute('href', '/courses/c-1/courseware/l-2');
    expect(screen.queryByTestId('lesson-next')).toBeNull();
  });

  it('stays on the last lesson once it is complete, and lets the viewer undo it', async () => {
    const kit = renderCourses(<CoursewarePage />, '/courses/c-1/courseware/l-3', server(['l-1', 'l-2']));
    fireEvent.click(await screen.findByTestId('lesson-complete'));
    await waitFor(() => expect(screen.getByTestId('lesson-complete')).toHaveTextContent('Completed — undo'));
    expect(screen.getByTestId('location')).toHaveTextContent('/courses/c-1/courseware/l-3');
    fireEvent.click(screen.getByTestId('lesson-complete'));
    await waitFor(() => expect(screen.getByTestId('lesson-complete')).toHaveTextContent('Mark as complete'));
    expect(kit.callsOf('SetCourseLessonCompleted').map((c) => c.variables)).toEqual([
      { id: 'l-3', completed: true },
      { id: 'l-3', completed: false },
    ]);
  });

  it('says when the lesson in the address is not part of the course', async () => {
    renderCourses(<CoursewarePage />, '/courses/c-1/courseware/l-9', server([]));
    expect(await screen.findByTestId('lesson-not-found')).toBeInTheDocument();
  });
});
