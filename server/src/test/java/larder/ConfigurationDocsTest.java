package larder;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Parameter;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import larder.support.RepositoryFiles;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.type.filter.AnnotationTypeFilter;
import org.yaml.snakeyaml.Yaml;

/**
 * docs/configuration.md has one table row for every setting (issue 37): every member of every
 * {@code @ConfigurationProperties} record, and every key that application.yml sets, with the environment variable
 * application.yml reads it from and its default. So a setting cannot be added, renamed or dropped without the page.
 */
class ConfigurationDocsTest {

    /** A table row's first cell: the property in backquotes. */
    private static final Pattern ROW = Pattern.compile("^\\|\\s*`([a-z][^`]*)`\\s*\\|(.*)$");

    private static final Pattern PLACEHOLDER = Pattern.compile("^\\$\\{([A-Z][A-Z0-9_]*):(.*)}$");

    /** A setting as the code defines it: where it comes from, its variable, if any, and its default, if known. */
    record Setting(String source, String variable, String defaultValue) {
    }

    @Test
    void everySettingIsInTheTableOfDocsConfigurationAndNothingElseIs() throws IOException {
        Map<String, Setting> settings = new TreeMap<>();
        settings.putAll(fromSettingsRecords());
        fromApplicationYml().forEach((key, setting) -> settings.merge(key, setting, (record, yml) ->
                new Setting(record.source() + " and application.yml", yml.variable(),
                        yml.defaultValue() != null ? yml.defaultValue() : record.defaultValue())));
        Map<String, String> rows = tableRows();

        Set<String> missing = new TreeSet<>(settings.keySet());
        missing.removeAll(rows.keySet());
        Set<String> extra = new TreeSet<>(rows.keySet());
        extra.removeAll(settings.keySet());
        List<String> problems = new ArrayList<>();
        missing.forEach(key -> problems.add("missing from docs/configuration.md: `" + key + "` (from "
                + settings.get(key).source() + ")"));
        extra.forEach(key -> problems.add("docs/configuration.md lists `" + key + "`, which no settings record "
                + "and no key of application.yml defines: remove its row, or rename it"));
        settings.forEach((key, setting) -> {
            String row = rows.get(key);
            if (row == null) {
                return;
            }
            if (setting.variable() != null && !row.contains("`" + setting.variable() + "`")) {
                problems.add("the row of `" + key + "` does not name its environment variable `"
                        + setting.variable() + "` (application.yml reads it from there)");
            }
            if (setting.defaultValue() != null && !setting.defaultValue().isEmpty()
                    && !row.contains(setting.defaultValue())) {
                problems.add("the row of `" + key + "` does not give its default, " + setting.defaultValue()
                        + " (from " + setting.source() + ")");
            }
        });
        assertThat(problems).as("docs/configuration.md against the settings records and application.yml")
                .isEmpty();
    }

    /** Every member of every settings record, nested records (database, quotas) by their members. */
    private static Map<String, Setting> fromSettingsRecords() {
        ClassPathScanningCandidateComponentProvider scanner = new ClassPathScanningCandidateComponentProvider(false);
        scanner.addIncludeFilter(new AnnotationTypeFilter(ConfigurationProperties.class));
        Map<String, Setting> settings = new TreeMap<>();
        for (BeanDefinition candidate : scanner.findCandidateComponents("larder")) {
            Class<?> type = load(candidate.getBeanClassName());
            if (!type.isRecord()) {
                continue;
            }
            String prefix = type.getAnnotation(ConfigurationProperties.class).value();
            addMembers(type, prefix, type.getSimpleName(), settings);
        }
        assertThat(settings).as("settings found in the records").hasSizeGreaterThan(20);
        return settings;
    }

    private static void addMembers(Class<?> record, String prefix, String source, Map<String, Setting> settings) {
        RecordComponent[] components = record.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
        }
        Parameter[] parameters;
        try {
            Constructor<?> canonical = record.getDeclaredConstructor(types);
            parameters = canonical.getParameters();
        } catch (NoSuchMethodException e) {
            throw new AssertionError(e);
        }
        for (int i = 0; i < components.length; i++) {
            String key = prefix + "." + kebab(components[i].getName());
            Class<?> type = components[i].getType();
            if (type.isRecord() && !type.getPackageName().startsWith("java.")) {
                addMembers(type, key, source, settings);
                continue;
            }
            DefaultValue defaultValue = parameters[i].getAnnotation(DefaultValue.class);
            String value = defaultValue == null || defaultValue.value().length == 0 ? null
                    : String.join(",", defaultValue.value());
            settings.put(key, new Setting(source, null, value));
        }
    }

    /** Every leaf of application.yml, with the LARDER_* variable and default of a ${VAR:default} value. */
    private static Map<String, Setting> fromApplicationYml() throws IOException {
        Map<String, Setting> settings = new TreeMap<>();
        try (InputStream in = ConfigurationDocsTest.class.getResourceAsStream("/application.yml")) {
            assertThat(in).as("application.yml on the class path").isNotNull();
            Map<String, Object> root = new Yaml().load(in);
            flatten("", root, settings);
        }
        return settings;
    }

    @SuppressWarnings("unchecked")
    private static void flatten(String prefix, Object node, Map<String, Setting> settings) {
        if (node instanceof Map<?, ?> map) {
            ((Map<Object, Object>) map).forEach((key, value) -> flatten(
                    (prefix.isEmpty() ? "" : prefix + ".") + key.toString().replaceAll("^\\[|]$", ""),
                    value, settings));
            return;
        }
        String value = node instanceof List<?> list ? String.join(",", list.stream().map(String::valueOf).toList())
                : String.valueOf(node);
        Matcher placeholder = PLACEHOLDER.matcher(value);
        settings.put(prefix, placeholder.matches()
                ? new Setting("application.yml", placeholder.group(1), placeholder.group(2))
                : new Setting("application.yml", null, value.startsWith("${") ? null : value));
    }

    /** docs/configuration.md's table rows by the property in their first cell. */
    private static Map<String, String> tableRows() throws IOException {
        Map<String, String> rows = new TreeMap<>();
        for (String line : Files.readAllLines(RepositoryFiles.docs("configuration.md"), StandardCharsets.UTF_8)) {
            Matcher row = ROW.matcher(line);
            if (row.matches()) {
                assertThat(rows.put(row.group(1), row.group(2))).as("two rows for `" + row.group(1) + "`").isNull();
            }
        }
        return rows;
    }

    private static String kebab(String camel) {
        return camel.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase();
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name);
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }
}
