import {
  AlertTriangle,
  BadgeDollarSign,
  CalendarClock,
  ClipboardList,
  FileCheck2,
  FolderArchive,
  HandHelping,
  Info,
  ListOrdered,
  MessagesSquare,
  ShieldAlert,
  Signpost,
  ThumbsUp,
  Users,
  type LucideProps,
} from "lucide-react";
import type { SectionTopic } from "~/content/types";

const icons: Record<SectionTopic, React.ComponentType<LucideProps>> = {
  overview: Info,
  who: Users,
  documents: ClipboardList,
  fees: BadgeDollarSign,
  deadlines: CalendarClock,
  penalties: ShieldAlert,
  steps: ListOrdered,
  help: HandHelping,
  records: FolderArchive,
  benefits: ThumbsUp,
  warning: AlertTriangle,
  info: FileCheck2,
  speaking: MessagesSquare,
  signs: Signpost,
};

export function SectionHeading({
  id,
  topic,
  children,
}: {
  id: string;
  topic: SectionTopic;
  children: React.ReactNode;
}) {
  const Icon = icons[topic];
  return (
    <h2 id={id} className="flex items-start gap-3 text-xl leading-snug font-bold text-brand-900 sm:text-2xl">
      <span className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 print:hidden">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <span className="min-w-0">{children}</span>
    </h2>
  );
}
