package larder.platform.web;

import org.apache.catalina.core.StandardHost;
import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
class WebConfiguration {

    @Bean
    JsonMapperBuilderCustomizer storableStrings() {
        return builder -> builder.addModule(StorableStrings.module());
    }

    /**
     * Tomcat writes a response to the socket in slices of its socket write buffer, 8 KiB by default: a list of 290
     * items (about 140 kB) took 18 write calls. 32 KiB takes 5, for 24 KiB more per open connection.
     */
    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> largerSocketWrites() {
        return factory -> factory.addConnectorCustomizers(
                connector -> connector.setProperty("socket.appWriteBufSize", String.valueOf(32 * 1024)));
    }

    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> problemErrorReports() {
        return factory -> factory.addContextCustomizers(context -> {
            if (context.getParent() instanceof StandardHost host) {
                host.setErrorReportValveClass(ProblemErrorReportValve.class.getName());
            }
        });
    }
}
