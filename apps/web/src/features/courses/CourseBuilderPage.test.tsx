import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseBuilderPage } from './CourseBuilderPage';
import { chapter, courseDetail, lesson, renderCourses } from './testKit';

const ROUTE = '/courses/management/course/c-1/builder';
const manage = { status: 'draft', viewerCanManage: true };

describe('course builder (D-583)', () => {
  it('starts an empty course with its first chapter', async () => {
    const kit = renderCourses(<CourseBuilderPage />, ROUTE, {
      Course: () => ({ data: { course: courseDetail('c-1', [], manage) } }),
      CreateCourseChapter: (variables) => ({ data: { createCourseChapter: courseDetail('c-1', [chapter('ch-1', [], { title: variables.title })], manage) } }),
    });
    expect(await screen.findByTestId('course-builder-empty')).toHaveTextContent('No chapters yet');
    expect(screen.getByTestId('course-publish')).toHaveTextContent('Publish');
    expect(screen.getByTestId('course-preview')).toHaveAttribute('href', '/courses/c-1');
    fireEvent.click(screen.getByTestId('add-chapter'));
    fireEvent.change(await screen.findByTestId('chapter-dialog-title'), { target: { value: 'Basics' } });
    fireEvent.click(screen.getByTestId('chapter-dialog-save'));
    // The answer (the whole course) is written to the cache: the chapter shows without the course being asked again.
    expect(await screen.findByTestId('chapter-card')).toHaveTextContent('Chapter 1: Basics');
    expect(kit.callsOf('CreateCourseChapter')[0]?.variables).toEqual({ courseId: 'c-1', title: 'Basics' });
    expect(kit.callsOf('Course')).toHaveLength(1);
  });

  it('refuses a lesson with a bad video link or no minutes, naming the field, then adds it', async () => {
    const kit = renderCourses(<CourseBuilderPage />, ROUTE, {
      Course: () => ({ data: { course: courseDetail('c-1', [chapter('ch-1', [lesson('l-1', 'ch-1')])], manage) } }),
      CreateCourseLesson: (variables) => {
        const input = variables.input as { title: string; videoUrl: string | null; durationMinutes: number | null };
        const added = lesson('l-new', 'ch-1', { title: input.title, videoUrl: input.videoUrl, durationMinutes: input.durationMinutes });
        return { data: { createCourseLesson: courseDetail('c-1', [chapter('ch-1', [lesson('l-1', 'ch-1'), added])], manage) } };
      },
    });
    const card = await screen.findByTestId('chapter-card');
    expect(within(card).getAllByTestId('lesson-row')).toHaveLength(1);
    fireEvent.click(within(card).getByTestId('add-lesson'));
    const dialog = await screen.findByTestId('lesson-dialog');
    fireEvent.change(within(dialog).getByTestId('lesson-dialog-title'), { target: { value: 'Your first pitch' } });
    fireEvent.change(within(dialog).getByTestId('lesson-dialog-video'), { target: { value: 'ftp://video' } });
    fireEvent.change(within(dialog).getByTestId('lesson-dialog-duration'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByTestId('lesson-dialog-save'));
    expect(await within(dialog).findByText('Video link is not a valid url')).toBeInTheDocument();
    expect(within(dialog).getByText('Duration (minutes) must be greater than or equal to 1')).toBeInTheDocument();
    expect(kit.callsOf('CreateCourseLesson')).toHaveLength(0);

    fireEvent.change(within(dialog).getByTestId('lesson-dialog-video'), { target: { value: 'https://video.example.com/pitch' } });
    fireEvent.change(within(dialog).getByTestId('lesson-dialog-duration'), { target: { value: '20' } });
    fireEvent.change(within(dialog).getByTestId('lesson-dialog-body'), { target: { value: 'Line one\nLine two' } });
    fireEvent.click(within(dialog).getByTestId('lesson-dialog-save'));
    await waitFor(() => expect(kit.callsOf('CreateCourseLesson')).toHaveLength(1));
    expect(kit.callsOf('CreateCourseLesson')[0]?.variables).toEqual({
      chapterId: 'ch-1',
      input: { title: 'Your first pitch', body: 'Line one\nLine two', videoUrl: 'https://video.example.com/pitch', durationMinutes: 20 },
    });
    await waitFor(() => expect(within(screen.getByTestId('chapter-card')).getAllByTestId('lesson-row')).toHaveLength(2));
    expect(within(screen.getByTestId('chapter-card')).getByText('20 min')).toBeInTheDocument();
    expect(kit.callsOf('Course')).toHaveLength(1);
  });

  it('moves a lesson down within its chapter', async () => {
    const kit = renderCourses(<CourseBuilderPage />, ROUTE, {
      Course: () => ({ data: { course: courseDetail('c-1', [chapter('ch-1', [lesson('l-1', 'ch-1'), lesson('l-2', 'ch-1')])], manage) } }),
      MoveCourseLesson: () => ({ data: { moveCourseLesson: courseDetail('c-1', [chapter('ch-1', [lesson('l-2', 'ch-1'), lesson('l-1', 'ch-1')])], manage) } }),
    });
    const [first] = await screen.findAllByTestId('lesson-row');
    fireEvent.click(within(first!).getByTestId('lesson-menu'));
    fireEvent.click(await screen.findByTestId('lesson-menu-down'));
    await waitFor(() => expect(screen.getAllByTestId('lesson-row').map((row) => row.dataset.lessonId)).toEqual(['l-2', 'l-1']));
    expect(kit.callsOf('MoveCourseLesson')[0]?.variables).toEqual({ id: 'l-1', chapterId: 'ch-1', position: 1 });
  });
});
