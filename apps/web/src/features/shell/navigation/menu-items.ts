import {
  navigationTable,
  routePaths,
  type NavigationArea,
  type NavigationEntry,
  type NavigationGroup,
  type RouteName,
} from '@mobilo/contract';
import {
  IconBolt,
  IconBuilding,
  IconBuildingStore,
  IconChecklist,
  IconClipboardCheck,
  IconCreditCard,
  IconDiscount,
  IconDownload,
  IconFileCertificate,
  IconFileInvoice,
  IconHome,
  IconListDetails,
  IconPalette,
  IconPlugConnected,
  IconReceipt,
  IconReceiptTax,
  IconSettings,
  IconShieldCheck,
  IconTicket,
  IconToggleRight,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

/** How each named route appears in the side menu. */
export const menuPresentation: Record<RouteName, { icon: Icon }> = {
  Welcome: { icon: IconHome },
  Employee: { icon: IconReceipt },
  CardMyMobility: { icon: IconCreditCard },
  BookingsMyTicket: { icon: IconTicket },
  HomeChargingMyActivities: { icon: IconBolt },
  HomeChargingMyContracts: { icon: IconFileCertificate },
  Partner: { icon: IconBuildingStore },
  GodCompanies: { icon: IconBuilding },
  GodUsers: { icon: IconUsers },
  GodSettings: { icon: IconSettings },
  GodFeatureFlags: { icon: IconToggleRight },
  GodCard: { icon: IconCreditCard },
  GodPartnerOffers: { icon: IconDiscount },
  Users: { icon: IconUsers },
  Management: { icon: IconListDetails },
  Audit: { icon: IconClipboardCheck },
  BudgetGroups: { icon: IconUsersGroup },
  TaxModules: { icon: IconReceiptTax },
  CardManagement: { icon: IconCreditCard },
  CardPayoutPlans: { icon: IconFileInvoice },
  CardWhitelists: { icon: IconShieldCheck },
  CardPayrollExports: { icon: IconDownload },
  Bookings: { icon: IconTicket },
  HomeChargingUsers: { icon: IconUsers },
  HomeChargingActivities: { icon: IconChecklist },
  TaxConfiguration: { icon: IconReceiptTax },
  Integrations: { icon: IconPlugConnected },
  Branding: { icon: IconPalette },
  Downloads: { icon: IconDownload },
};

export function hrefOf(route: RouteName): string {
  return routePaths[route];
}

export interface MenuSection {
  area: NavigationArea;
  /** Entries on their own, and groups holding several entries, in table order. */
  items: (
    { kind: 'entry'; entry: NavigationEntry } | { kind: 'group'; group: NavigationGroup; entries: NavigationEntry[] }
  )[];
}

/** The menu's sections and groups, built from the entries the user may see. */
export function menuSections(entries: readonly NavigationEntry[] = navigationTable): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const entry of entries) {
    let section = sections.find((s) => s.area === entry.area);
    if (!section) {
      section = { area: entry.area, items: [] };
      sections.push(section);
    }
    if (!entry.group) {
      section.items.push({ kind: 'entry', entry });
      continue;
    }
    const group = section.items.find((item) => item.kind === 'group' && item.group === entry.group);
    if (group && group.kind === 'group') group.entries.push(entry);
    else section.items.push({ kind: 'group', group: entry.group, entries: [entry] });
  }
  return sections;
}
