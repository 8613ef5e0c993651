import { Briefcase, Building2, Fuel, GraduationCap, Receipt, Truck, type LucideProps } from "lucide-react";
import type { ServiceGroupId } from "~/lib/catalog";

const icons: Record<ServiceGroupId, React.ComponentType<LucideProps>> = {
  irp: Truck,
  ifta: Fuel,
  formation: Building2,
  tax: Receipt,
  training: GraduationCap,
  misc: Briefcase,
};

export function ServiceGroupIcon({ group, className }: { group: ServiceGroupId; className?: string }) {
  const Icon = icons[group];
  return <Icon aria-hidden="true" className={className} />;
}
