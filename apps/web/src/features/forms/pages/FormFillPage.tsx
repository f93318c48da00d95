import { Container, Paper } from '@mantine/core';
import { useParams } from 'react-router';
import { FormFill } from '../fill/FormFill';

/**
 * /forms/:id/fill (D-220): a published form answered by the signed-in member — drafts as you go, files, submit. The
 * same FormFill serves surveys and application rounds inside their own pages.
 */
export function FormFillPage() {
  const { id = '' } = useParams();
  return (
    <Container size="sm" w="100%" px={0} data-testid="form-fill-page">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <FormFill formId={id} withHeading />
      </Paper>
    </Container>
  );
}
