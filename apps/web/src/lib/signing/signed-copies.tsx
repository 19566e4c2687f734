import { documentPath } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';
import { Button } from '@/ui/button.tsx';

/** Downloads a sealed copy through the authenticated documents call. */
const download = async (documentUuid: string, title: string, pathOf: (documentUuid: string) => string) => {
  const blob = (await api.get(pathOf(documentUuid))) as Blob;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-signed.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** The signed and sealed copies, each downloadable (a co-owner's through its own call: `documentPath`). */
export const SignedCopies = ({
  documents,
  documentPath: pathOf = documentPath,
}: {
  documents: readonly { title: string; documentUuid: string }[];
  documentPath?: (documentUuid: string) => string;
}) => (
  <ul className="signing-list">
    {documents.map((document) => (
      <li key={document.documentUuid}>
        {document.title}{' '}
        <Button variant="link" onClick={() => void download(document.documentUuid, document.title, pathOf)}>
          Download signed copy<span className="visually-hidden"> of the {document.title}</span>
        </Button>
      </li>
    ))}
  </ul>
);
