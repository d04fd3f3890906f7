import { useParams } from 'react-router-dom';
import NotePage from './NotePage';

/**
 * /notes/{id}: a note to read, as a route chunk of its own, so a reader's first visit does not
 * wait for the list's chunk before asking for the note's (issue 27).
 */
export default function NoteReadingPage() {
  const { id = '' } = useParams();
  return <NotePage id={id} />;
}
